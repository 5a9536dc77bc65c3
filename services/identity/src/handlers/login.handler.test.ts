import { userSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';

const PATH = '/api/auth/login';
const amina = DEMO_USERS.amina;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let ipCounter = 0;
async function grantedBrowser(): Promise<Browser> {
  const browser = new Browser(h, `198.51.100.${++ipCounter}`);
  await browser.grantAccess();
  return browser;
}

describe('POST /api/auth/login', () => {
  it('needs the access-code grant first (403)', async () => {
    const res = await new Browser(h).post(PATH, {
      username: amina.username,
      password: amina.password,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Authorized access required', code: 'ACCESS_CODE_REQUIRED' });
  });

  it('refuses a forged or expired grant', async () => {
    const forged = new Browser(h);
    forged.cookies.set('d742_access', { value: `${h.clock.now + 60_000}.AAAA`, attributes: '' });
    expect(
      (await forged.post(PATH, { username: amina.username, password: amina.password })).status,
    ).toBe(403);

    const browser = await grantedBrowser();
    h.clock.advance(15 * 60_000 + 1);
    expect(
      (await browser.post(PATH, { username: amina.username, password: amina.password })).status,
    ).toBe(403);
  });

  it('signs in by username and answers the public user only', async () => {
    const browser = await grantedBrowser();
    const res = await browser.post(PATH, { username: amina.username, password: amina.password });
    expect(res.status).toBe(200);
    const user = userSchema.parse(res.body);
    expect(user).toMatchObject({
      id: amina.id,
      firstName: 'Amina',
      lastName: 'Hassan',
      role: 'parent',
      language: 'so',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'language',
        'languageChosenAt',
        'lastName',
        'phone',
        'role',
        'username',
      ].sort(),
    );
    expect(browser.cookies.get('d742_sid')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.cookieAttributes('d742_sid')).toMatch(/path=\/;.*samesite=lax.*httponly/i);
    expect(browser.cookieAttributes('d742_device')).toMatch(/path=\/api\/auth/i);
  });

  it('signs in by email in any letter case', async () => {
    const browser = await grantedBrowser();
    const res = await browser.post(PATH, {
      username: '  AMINA.Hassan@Example.org ',
      password: amina.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(amina.id);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const browser = await grantedBrowser();
    const expected = {
      error: 'Invalid credentials. Please contact your school district for access.',
      code: 'INVALID_CREDENTIALS',
    };
    const wrong = await browser.post(PATH, {
      username: amina.username,
      password: 'not-her-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(expected);
    const unknown = await browser.post(PATH, { username: 'nobody', password: 'whatever1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(expected);
    expect(browser.cookies.has('d742_sid')).toBe(false);
  });

  it('validates the body', async () => {
    const browser = await grantedBrowser();
    const res = await browser.post(PATH, { username: '', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Username or email is required');
    expect((await browser.post(PATH, { username: { $ne: '' }, password: 'x' })).status).toBe(400);
  });

  it('blocks a username from one IP after 10 failures in 15 minutes, even with the right password', async () => {
    const browser = await grantedBrowser();
    const teacher = DEMO_USERS.teacher;
    for (let i = 0; i < 9; i++) {
      expect(
        (await browser.post(PATH, { username: teacher.username, password: `bad-${i}` })).status,
      ).toBe(401);
    }
    const tenth = await browser.post(PATH, { username: teacher.username, password: 'bad-10' });
    expect(tenth.status).toBe(429);
    expect(tenth.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(
      (await browser.post(PATH, { username: teacher.username, password: teacher.password })).status,
    ).toBe(429);

    const elsewhere = await grantedBrowser();
    expect(
      (await elsewhere.post(PATH, { username: teacher.username, password: teacher.password }))
        .status,
    ).toBe(200);

    h.clock.advance(15 * 60_000);
    await browser.grantAccess();
    expect(
      (await browser.post(PATH, { username: teacher.username, password: teacher.password })).status,
    ).toBe(200);
  });
});
