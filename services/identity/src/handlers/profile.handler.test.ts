import { profileSchema, userSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Browser, registeredParent, startHarness, type Harness } from '../testing-app';

const PATH = '/api/user/profile';
const { amina, farah } = DEMO_USERS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const as = (user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) =>
  new Browser(h).actAs(user.id, user.role);
const profileOf = async (browser: Browser) => {
  const res = await browser.get(PATH);
  expect(res.status).toBe(200);
  return profileSchema.parse(res.body);
};

describe('GET /api/user/profile', () => {
  it('answers the whole profile: switches, passcode, member since, status', async () => {
    const profile = await profileOf(as(amina));
    expect(profile).toMatchObject({
      language: 'so',
      languageChosenAt: null,
      notifications: { push: true, email: true, sms: false },
      hasPasscode: true,
      status: 'active',
    });
  });
});

describe('PATCH /api/user/profile', () => {
  it('changes the given fields only and answers the whole profile', async () => {
    const { browser } = await registeredParent(h);
    const res = await browser.send('patch', PATH, {
      firstName: '  Sahra Xaliimo ',
      phone: '+1 (612) 555-0123',
      notifications: { sms: true },
    });
    expect(res.status).toBe(200);
    expect(profileSchema.strict().parse(res.body)).toMatchObject({
      firstName: 'Sahra Xaliimo',
      lastName: 'Ali',
      phone: '+1 (612) 555-0123',
      notifications: { push: true, email: true, sms: true },
      hasPasscode: false,
    });
    const again = await browser.send('patch', PATH, { notifications: { push: false } });
    expect(again.body.notifications).toEqual({ push: false, email: true, sms: true });
    expect(await profileOf(browser)).toEqual(again.body);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }],
    ['a bad phone', { phone: '12' }],
    ['letters in the phone', { phone: 'call me maybe' }],
    ['an empty first name', { firstName: '   ' }],
    ['an unknown field', { firstName: 'Amina', role: 'admin' }],
    ['another account id', { id: farah.id, firstName: 'Hacked' }],
    ['an unknown switch', { notifications: { fax: true } }],
    ['an operator object', { firstName: { $ne: '' } }],
    ['an operator key', { $set: { role: 'admin' } }],
    ['a dotted key', { 'notifications.sms': true }],
    ['nothing at all', {}],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const browser = as(amina);
    const before = await profileOf(browser);
    const res = await browser.send('patch', PATH, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
    expect(await profileOf(browser)).toEqual(before);
    expect((await as(farah).get('/api/auth/session')).body.role).toBe('parent');
  });

  it("refuses another account's email or username with 409 EMAIL_TAKEN and changes nothing", async () => {
    const { browser, email } = await registeredParent(h);
    const before = await profileOf(browser);
    for (const taken of [farah.email.toUpperCase(), ` ${amina.email} `]) {
      const res = await browser.send('patch', PATH, { email: taken, firstName: 'Changed' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'This email address is used by another account',
        code: 'EMAIL_TAKEN',
      });
    }
    // A registered account's email is also its username: taken either way.
    const other = await registeredParent(h);
    const res = await other.browser.send('patch', PATH, { email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await profileOf(browser)).toEqual(before);
  });

  it('accepts the person’s own email in another letter case', async () => {
    const { browser, email } = await registeredParent(h);
    const res = await browser.send('patch', PATH, { email: email.toUpperCase(), lastName: 'Cali' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, lastName: 'Cali' });
  });

  it('keeps a registered account’s username in step with its email', async () => {
    const { browser, password } = await registeredParent(h);
    const newEmail = `moved.${Date.now()}@example.org`;
    expect((await browser.send('patch', PATH, { email: newEmail })).status).toBe(200);
    const session = userSchema.parse((await browser.get('/api/auth/session')).body);
    expect(session).toMatchObject({ email: newEmail, username: newEmail });

    const fresh = new Browser(h, '192.0.2.200');
    await fresh.grantAccess();
    expect((await fresh.post('/api/auth/login', { username: newEmail, password })).status).toBe(
      200,
    );
  });

  it('keeps a chosen username when the email changes', async () => {
    const browser = as(DEMO_USERS.teacher2);
    const newEmail = 'ahmed.nur@school.example.org';
    expect((await browser.send('patch', PATH, { email: newEmail })).status).toBe(200);
    expect((await browser.get('/api/auth/session')).body).toMatchObject({
      username: DEMO_USERS.teacher2.username,
      email: newEmail,
    });
  });

  it('only ever edits the signed-in account', async () => {
    const farahBefore = await profileOf(as(farah));
    const { browser, id } = await registeredParent(h);
    const res = await browser.send('patch', PATH, { firstName: 'Mine', language: 'en' });
    expect(res.status).toBe(200);
    expect(await profileOf(as(farah))).toEqual(farahBefore);
    expect((await new Browser(h).actAs(id, 'parent').get(PATH)).body.firstName).toBe('Mine');
    expect((await new Browser(h).send('patch', PATH, { firstName: 'Nobody' })).status).toBe(401);
  });

  it('stamps languageChosenAt with the time of an explicit language choice', async () => {
    const { browser } = await registeredParent(h);
    const untouched = await browser.send('patch', PATH, { firstName: 'Sahra' });
    expect(untouched.body.languageChosenAt).toBeNull();

    const chosenAt = new Date(h.clock.now).toISOString();
    const res = await browser.send('patch', PATH, { language: 'en' });
    expect(res.body).toMatchObject({ language: 'en', languageChosenAt: chosenAt });
    expect((await browser.get('/api/auth/session')).body).toMatchObject({
      language: 'en',
      languageChosenAt: chosenAt,
    });

    h.clock.advance(60_000);
    const later = await browser.send('patch', PATH, { language: 'so' });
    expect(later.body).toMatchObject({
      language: 'so',
      languageChosenAt: new Date(h.clock.now).toISOString(),
    });
  });
});
