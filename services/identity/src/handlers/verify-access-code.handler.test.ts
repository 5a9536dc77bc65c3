import request from 'supertest';
import {
  ACCESS_CODE_BLOCK_MS,
  accessCodeFailureSchema,
  accessCodeResponseSchema,
} from '@d742/contracts';
import { DEMO_ACCESS_CODE } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';

const PATH = '/api/auth/verify-access-code';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ ACCESS_CODE: 'SCHOOLS2025,SPARE' });
});
afterAll(() => h.close());

let ipCounter = 0;
const freshBrowser = () => new Browser(h, `198.51.100.${++ipCounter}`);

describe('POST /api/auth/verify-access-code', () => {
  it('grants access for the district code with a signed 15-minute cookie on /api/auth', async () => {
    const browser = freshBrowser();
    const res = await browser.post(PATH, { accessCode: DEMO_ACCESS_CODE });
    expect(res.status).toBe(200);
    const body = accessCodeResponseSchema.parse(res.body);
    expect(body.expiresAt).toBe(h.clock.now + 15 * 60_000);
    const attributes = browser.cookieAttributes('d742_access');
    expect(attributes).toMatch(/path=\/api\/auth/i);
    expect(attributes).toMatch(/httponly/i);
    expect(attributes).toMatch(/samesite=lax/i);
    expect(attributes).not.toMatch(/secure/i);
    expect(browser.cookies.get('d742_client')?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('accepts codes from ACCESS_CODE (comma-separated) in any letter case', async () => {
    expect((await freshBrowser().post(PATH, { accessCode: 'schools2025' })).status).toBe(200);
    expect((await freshBrowser().post(PATH, { accessCode: 'SPARE' })).status).toBe(200);
  });

  it('marks the grant Secure when the gateway saw https', async () => {
    const browser = freshBrowser();
    await browser.post(PATH, { accessCode: DEMO_ACCESS_CODE }, { 'x-forwarded-proto': 'https' });
    expect(browser.cookieAttributes('d742_access')).toMatch(/secure/i);
  });

  it('counts failures: 2 then 1 attempts remaining, blocked at the third, still blocked while waiting', async () => {
    const browser = freshBrowser();
    const first = await browser.post(PATH, { accessCode: 'WRONG1' });
    expect(first.status).toBe(401);
    expect(accessCodeFailureSchema.parse(first.body)).toEqual({
      error: 'Invalid access code. 2 attempts remaining.',
      code: 'ACCESS_CODE_INVALID',
      attemptsRemaining: 2,
    });
    const second = await browser.post(PATH, { accessCode: 'WRONG2' });
    expect(second.status).toBe(401);
    expect(second.body).toMatchObject({
      error: 'Invalid access code. 1 attempts remaining.',
      attemptsRemaining: 1,
    });

    const third = await browser.post(PATH, { accessCode: 'WRONG3' });
    expect(third.status).toBe(429);
    expect(accessCodeFailureSchema.parse(third.body)).toEqual({
      error: 'Access temporarily blocked. Contact your administrator for assistance.',
      code: 'ACCESS_BLOCKED',
      attemptsRemaining: 0,
      blockedUntil: h.clock.now + ACCESS_CODE_BLOCK_MS,
    });
    expect(third.headers['retry-after']).toBe('300');

    h.clock.advance(60_000);
    const whileBlocked = await browser.post(PATH, { accessCode: DEMO_ACCESS_CODE });
    expect(whileBlocked.status).toBe(429);
    expect(accessCodeFailureSchema.parse(whileBlocked.body)).toMatchObject({
      error: 'Too many failed attempts. Please wait before trying again.',
      code: 'ACCESS_BLOCKED',
      attemptsRemaining: 0,
    });
    expect(browser.cookies.has('d742_access')).toBe(false);

    h.clock.advance(ACCESS_CODE_BLOCK_MS);
    const afterBlock = await browser.post(PATH, { accessCode: 'WRONG4' });
    expect(afterBlock.status).toBe(401);
    expect(afterBlock.body.attemptsRemaining).toBe(2);
    expect((await browser.post(PATH, { accessCode: DEMO_ACCESS_CODE })).status).toBe(200);
  });

  it('a success resets the counter', async () => {
    const browser = freshBrowser();
    await browser.post(PATH, { accessCode: 'NOPE' });
    await browser.post(PATH, { accessCode: 'NOPE' });
    expect((await browser.post(PATH, { accessCode: DEMO_ACCESS_CODE })).status).toBe(200);
    const next = await browser.post(PATH, { accessCode: 'NOPE' });
    expect(next.body.attemptsRemaining).toBe(2);
  });

  it('forgets failures older than five minutes', async () => {
    const browser = freshBrowser();
    await browser.post(PATH, { accessCode: 'NOPE' });
    await browser.post(PATH, { accessCode: 'NOPE' });
    h.clock.advance(ACCESS_CODE_BLOCK_MS + 1);
    expect((await browser.post(PATH, { accessCode: 'NOPE' })).body.attemptsRemaining).toBe(2);
  });

  it('counts per browser: another browser on the same network is not blocked', async () => {
    const blocked = new Browser(h, '192.0.2.50');
    for (let i = 0; i < 3; i++) await blocked.post(PATH, { accessCode: 'NOPE' });
    expect((await blocked.post(PATH, { accessCode: DEMO_ACCESS_CODE })).status).toBe(429);
    expect(
      (await new Browser(h, '192.0.2.50').post(PATH, { accessCode: DEMO_ACCESS_CODE })).status,
    ).toBe(200);
  });

  it('caps an IP that keeps dropping its client cookie', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 19; i++) {
      expect((await new Browser(h, ip).post(PATH, { accessCode: 'NOPE' })).status).toBe(401);
    }
    const twentieth = await new Browser(h, ip).post(PATH, { accessCode: 'NOPE' });
    expect(twentieth.status).toBe(429);
    expect((await new Browser(h, ip).post(PATH, { accessCode: DEMO_ACCESS_CODE })).status).toBe(
      429,
    );
  });

  it('rejects malformed input with 400 and counts nothing', async () => {
    const browser = freshBrowser();
    const tooLong = await browser.post(PATH, { accessCode: 'ABCDEFGHIJKLM' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe('Access code has at most 12 characters');
    expect((await browser.post(PATH, { accessCode: '' })).status).toBe(400);
    expect((await browser.post(PATH, {})).status).toBe(400);
    expect((await browser.post(PATH, { accessCode: 'NOPE' })).body.attemptsRemaining).toBe(2);
  });

  it('refuses requests the gateway did not sign', async () => {
    const res = await request(h.app.callback()).post(PATH).send({ accessCode: DEMO_ACCESS_CODE });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
