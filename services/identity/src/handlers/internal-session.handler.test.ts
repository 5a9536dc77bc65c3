import { userSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { sessionModel } from '../models/session.model';
import { purgeExpired } from '../purge';
import { Browser, startHarness, type Harness } from '../testing-app';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ SESSION_TTL_HOURS: '12' });
});
afterAll(() => h.close());

const gateway = () => new Browser(h, '127.0.0.1').actAs('', 'system');
const lookup = (sid: string) => gateway().get(`/internal/sessions/${encodeURIComponent(sid)}`);

async function signedInSid(): Promise<{ browser: Browser; sid: string }> {
  const browser = new Browser(h);
  await browser.signIn(DEMO_USERS.amina);
  return { browser, sid: browser.cookies.get('d742_sid')!.value };
}

describe('GET /internal/sessions/:sid', () => {
  it('resolves a live session to its user', async () => {
    const { sid } = await signedInSid();
    const res = await lookup(sid);
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body.user)).toMatchObject({
      id: DEMO_USERS.amina.id,
      role: 'parent',
    });
  });

  it('stores only a hash of the session id, with ip and user agent', async () => {
    const { sid } = await signedInSid();
    const raw = await h.connection.collection('sessions').find().toArray();
    expect(JSON.stringify(raw)).not.toContain(sid);
    expect(raw.at(-1)).toMatchObject({
      ip: '203.0.113.7',
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await lookup('A'.repeat(43))).status).toBe(404);
    expect((await lookup('not a session')).status).toBe(404);
  });

  it('is for the gateway only', async () => {
    const { browser, sid } = await signedInSid();
    expect((await browser.get(`/internal/sessions/${sid}`)).status).toBe(401);
    browser.actAs(DEMO_USERS.amina.id, 'parent');
    expect((await browser.get(`/internal/sessions/${sid}`)).status).toBe(403);
  });

  it('expires sessions after SESSION_TTL_HOURS and deletes them when seen', async () => {
    const { sid } = await signedInSid();
    h.clock.advance(12 * 3_600_000 - 1000);
    expect((await lookup(sid)).status).toBe(200);
    const before = await sessionModel(h.connection).countDocuments().exec();
    h.clock.advance(1000);
    expect((await lookup(sid)).status).toBe(404);
    expect(await sessionModel(h.connection).countDocuments().exec()).toBe(before - 1);
  });

  it('revokes the session on logout and clears the cookie', async () => {
    const { browser, sid } = await signedInSid();
    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(browser.cookies.has('d742_sid')).toBe(false);
    expect((await lookup(sid)).status).toBe(404);
  });

  it('logout without a session is fine', async () => {
    expect((await new Browser(h).post('/api/auth/logout')).status).toBe(204);
  });

  it('a new sign-in in the same browser replaces its previous session', async () => {
    const { browser, sid } = await signedInSid();
    await browser.post('/api/auth/login', {
      username: DEMO_USERS.amina.username,
      password: DEMO_USERS.amina.password,
    });
    expect((await lookup(sid)).status).toBe(404);
    expect((await lookup(browser.cookies.get('d742_sid')!.value)).status).toBe(200);
  });

  it('the periodic purge removes expired sessions only', async () => {
    await signedInSid();
    await signedInSid();
    await sessionModel(h.connection)
      .updateMany({}, { $set: { expiresAt: new Date(h.clock.now - 1) } })
      .exec();
    await sessionModel(h.connection)
      .updateOne({}, { $set: { expiresAt: new Date(h.clock.now + 60_000) } })
      .exec();
    const { sessions } = await purgeExpired(h.connection, h.clock.now);
    expect(sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionModel(h.connection).countDocuments().exec()).toBe(1);
  });
});
