import { profileSchema, secretChangeResponseSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import {
  Browser,
  NEW_PARENT_PASSWORD,
  registeredParent,
  startHarness,
  type Harness,
} from '../testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const gateway = () => new Browser(h, '127.0.0.1').actAs('', 'system');
const isLive = async (browser: Browser) => {
  const sid = browser.cookies.get('d742_sid')?.value ?? '';
  return (await gateway().get(`/internal/sessions/${sid}`)).status === 200;
};

/** The same person signed in on two more browsers, and another person signed in too. */
async function personWithOtherSessions() {
  const person = await registeredParent(h);
  const phone = new Browser(h, '192.0.2.101');
  const laptop = new Browser(h, '192.0.2.102');
  for (const b of [phone, laptop]) {
    await b.grantAccess();
    expect(
      (await b.post('/api/auth/login', { username: person.email, password: person.password }))
        .status,
    ).toBe(200);
  }
  const farah = await new Browser(h, '192.0.2.103').signInAs(DEMO_USERS.farah);
  return { ...person, phone, laptop, farah };
}

async function canSignIn(username: string, password: string): Promise<boolean> {
  const b = new Browser(h, '192.0.2.150');
  await b.grantAccess();
  return (await b.post('/api/auth/login', { username, password })).status === 200;
}

describe('POST /api/user/password', () => {
  const PATH = '/api/user/password';
  const change = (currentPassword: string, newPassword = 'Cusub-2026!') => ({
    currentPassword,
    newPassword,
    confirmPassword: newPassword,
  });

  it('needs the current password (403 WRONG_PASSWORD) and changes nothing without it', async () => {
    const { browser, email, phone } = await personWithOtherSessions();
    const res = await browser.post(PATH, change('not-my-password'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'The current password is not correct',
      code: 'WRONG_PASSWORD',
    });
    expect(await isLive(phone)).toBe(true);
    expect(await canSignIn(email, NEW_PARENT_PASSWORD)).toBe(true);
    expect(await canSignIn(email, 'Cusub-2026!')).toBe(false);
  });

  it.each([
    ['a short new password', { ...change(NEW_PARENT_PASSWORD, 'short') }],
    ['a confirmation that differs', { ...change(NEW_PARENT_PASSWORD), confirmPassword: 'x' }],
    ['the same password again', change(NEW_PARENT_PASSWORD, NEW_PARENT_PASSWORD)],
    ['an unknown field', { ...change(NEW_PARENT_PASSWORD), userId: DEMO_USERS.farah.id }],
  ])('refuses %s with 400', async (_label, body) => {
    const { browser, email } = await registeredParent(h);
    expect((await browser.post(PATH, body)).status).toBe(400);
    expect(await canSignIn(email, NEW_PARENT_PASSWORD)).toBe(true);
  });

  it("signs out the person's other sessions, not this one nor anyone else's", async () => {
    const { browser, email, phone, laptop, farah } = await personWithOtherSessions();
    const res = await browser.post(PATH, change(NEW_PARENT_PASSWORD));
    expect(res.status).toBe(200);
    expect(secretChangeResponseSchema.strict().parse(res.body)).toEqual({ revokedSessions: 2 });
    expect(await isLive(browser)).toBe(true);
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(laptop)).toBe(false);
    expect(await isLive(farah)).toBe(true);
    expect(await canSignIn(email, 'Cusub-2026!')).toBe(true);
    expect(await canSignIn(email, NEW_PARENT_PASSWORD)).toBe(false);
    const stored = await h.connection.collection('users').findOne({ email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('blocks a session that keeps guessing (429), even with the right password then', async () => {
    const { browser, email } = await registeredParent(h);
    for (let i = 0; i < 4; i += 1)
      expect((await browser.post(PATH, change(`guess-${i}-wrong`))).status).toBe(403);
    const fifth = await browser.post(PATH, change('guess-5-wrong'));
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browser.post(PATH, change(NEW_PARENT_PASSWORD))).status).toBe(429);
    expect(await canSignIn(email, NEW_PARENT_PASSWORD)).toBe(true);

    h.clock.advance(15 * 60_000 + 1);
    expect((await browser.post(PATH, change(NEW_PARENT_PASSWORD))).status).toBe(200);
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await new Browser(h).post(PATH, change('whatever-1'))).status).toBe(401);
  });
});

describe('POST /api/user/passcode', () => {
  const PATH = '/api/user/passcode';
  const change = (currentPassword: string, passcode = '4826') => ({
    currentPassword,
    passcode,
    confirmPasscode: passcode,
  });

  it('lets an account without a passcode set one, then sign in with it', async () => {
    const { browser, id } = await registeredParent(h);
    expect(profileSchema.parse((await browser.get('/api/user/profile')).body).hasPasscode).toBe(
      false,
    );
    const res = await browser.post(PATH, change(NEW_PARENT_PASSWORD));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revokedSessions: 0 });
    expect((await browser.get('/api/user/profile')).body.hasPasscode).toBe(true);

    await browser.post('/api/auth/logout');
    browser.actAs('', 'anonymous');
    const signIn = await browser.post('/api/auth/passcode', { passcode: '4826' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.id).toBe(id);
  });

  it('needs the current password and changes nothing without it', async () => {
    const { browser } = await registeredParent(h);
    const res = await browser.post(PATH, change('wrong-password'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('WRONG_PASSWORD');
    expect((await browser.get('/api/user/profile')).body.hasPasscode).toBe(false);
  });

  it.each([
    ['a short passcode', change(NEW_PARENT_PASSWORD, '12')],
    ['a long passcode', change(NEW_PARENT_PASSWORD, '1234567')],
    ['a confirmation that differs', { ...change(NEW_PARENT_PASSWORD), confirmPasscode: '0000' }],
    ['no current password', change('')],
  ])('refuses %s with 400', async (_label, body) => {
    const { browser } = await registeredParent(h);
    expect((await browser.post(PATH, body)).status).toBe(400);
    expect((await browser.get('/api/user/profile')).body.hasPasscode).toBe(false);
  });

  it("changes a passcode and signs out the person's other sessions only", async () => {
    const { browser, phone, laptop, farah } = await personWithOtherSessions();
    await browser.post(PATH, change(NEW_PARENT_PASSWORD, '1111'));
    const res = await browser.post(PATH, change(NEW_PARENT_PASSWORD, '2222'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ revokedSessions: 0 });
    expect(await isLive(browser)).toBe(true);
    expect(await isLive(phone)).toBe(false);
    expect(await isLive(laptop)).toBe(false);
    expect(await isLive(farah)).toBe(true);

    await browser.post('/api/auth/logout');
    browser.actAs('', 'anonymous');
    expect((await browser.post('/api/auth/passcode', { passcode: '1111' })).status).toBe(401);
    expect((await browser.post('/api/auth/passcode', { passcode: '2222' })).status).toBe(200);
  });
});
