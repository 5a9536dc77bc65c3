import { profileSchema, userSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const amina = DEMO_USERS.amina;

describe('GET /api/auth/session and /api/user/profile', () => {
  it('answer the signed-in user named by the gateway', async () => {
    const browser = new Browser(h).actAs(amina.id, 'parent');
    const session = await browser.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(userSchema.parse(session.body)).toMatchObject({ id: amina.id, email: amina.email });

    const profile = await browser.get('/api/user/profile');
    expect(profile.status).toBe(200);
    expect(profileSchema.strict().parse(profile.body)).toEqual({
      firstName: amina.firstName,
      lastName: amina.lastName,
      email: amina.email,
      phone: amina.phone,
      language: amina.language,
      languageChosenAt: null,
      notifications: { push: true, email: true, sms: false },
      hasPasscode: true,
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'active',
    });
  });

  it('answer 401 without a signed-in user', async () => {
    const anonymous = new Browser(h);
    expect((await anonymous.get('/api/auth/session')).status).toBe(401);
    expect((await anonymous.get('/api/user/profile')).status).toBe(401);
    const gone = new Browser(h).actAs('64a0000000000000000000ff', 'parent');
    expect((await gone.get('/api/auth/session')).status).toBe(401);
  });
});

describe('GET /api/auth/google', () => {
  it('is 503 when Google Classroom is not configured', async () => {
    const res = await new Browser(h).actAs(amina.id, 'parent').get('/api/auth/google');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: 'Google Classroom is not configured for this district',
      code: 'GOOGLE_NOT_CONFIGURED',
    });
  });
});
