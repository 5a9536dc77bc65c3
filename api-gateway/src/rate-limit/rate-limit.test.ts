import request from 'supertest';
import { DEMO_USERS } from '@d742/demo-data';
import { missingKeys } from '@d742/i18n/testing';
import { authenticatedLive } from '../../test/live-client';
import { startLimitedGateways, type LimitedGateways } from '../../test/limited-gateways';
import { signInThroughGateway, type ListeningGateway } from '../../test/testing-stack';
import en from './locales/en.json';
import so from './locales/so.json';
import { MemoryRateLimitStore } from './token-bucket';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
jest.setTimeout(2 * MINUTE);

let env: LimitedGateways;
let gateway: ListeningGateway;

beforeAll(async () => {
  env = await startLimitedGateways({
    count: 1,
    limits: {
      RATE_LIMIT_PER_MINUTE: 10,
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: 3,
      RATE_LIMIT_EXPENSIVE_PER_HOUR: 5,
      RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE: 4,
    },
  });
  gateway = env.gateways[0]!;
});
afterAll(() => env?.stop());
// Every test starts with full buckets: an hour later, every bucket has refilled.
beforeEach(() => env.advance(HOUR));

let nextAddress = 1;
/** A client address of its own (TRUST_PROXY is on: the gateway reads X-Forwarded-For). */
const newAddress = () => `203.0.113.${nextAddress++}`;

const http = () => request(gateway.gateway.app.callback());

async function parent(user: { username: string; password: string } = DEMO_USERS.amina) {
  const { cookie } = await signInThroughGateway(gateway, user);
  return cookie;
}

function students(cookie: string, address: string, language = 'en') {
  return http()
    .get('/api/students')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address)
    .set('Accept-Language', language);
}

function translate(cookie: string, address: string) {
  return http()
    .post('/api/voice/translate')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address)
    .set('Accept-Language', 'en')
    .send({ text: 'Hello', to: 'so' });
}

describe('the request rate limit per client address', () => {
  it('answers 429 with Retry-After and a localized RATE_LIMITED past the limit; nothing more reaches the service', async () => {
    const cookie = await parent();
    const address = newAddress();
    const before = env.academics.requests.length;

    for (let i = 0; i < 10; i += 1) {
      const res = await students(cookie, address);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBe(`limit=10, remaining=${9 - i}, reset=${6 * (i + 1)}`);
    }
    expect(env.academics.requests.length - before).toBe(10);

    const refused = await students(cookie, address);
    expect(refused.status).toBe(429);
    // 10 per minute come back one every 6 seconds.
    expect(refused.headers['retry-after']).toBe('6');
    expect(refused.headers['ratelimit-policy']).toBe('10;w=60');
    expect(refused.body).toEqual({
      error: 'Too many requests. Please wait 6 seconds and try again.',
      code: 'RATE_LIMITED',
      retryAfterSeconds: 6,
    });
    const somali = await students(cookie, address, 'so');
    expect(somali.status).toBe(429);
    expect(somali.body.error).toBe(
      'Codsiyo aad u badan. Fadlan sug 6 ilbiriqsi oo isku day mar kale.',
    );
    expect(env.academics.requests.length - before).toBe(10);

    // Another address is not affected.
    await students(cookie, newAddress()).expect(200);
    expect(env.academics.requests.length - before).toBe(11);
  });

  it('counts the address the proxy saw, whatever X-Forwarded-For the client sent itself', async () => {
    const cookie = await parent();
    const address = newAddress();
    // TRUST_PROXY_HOPS=1: the proxy appends the real address; the client's own entries come first.
    const spoofed = (i: number) =>
      http()
        .get('/api/students')
        .set('Cookie', cookie)
        .set('X-Forwarded-For', `10.9.9.${i}, ${address}`);
    for (let i = 0; i < 10; i += 1) await spoofed(i).expect(200);
    await spoofed(99).expect(429);
  });

  it('lets requests through again as the window refills (the gateway clock moves, nothing sleeps)', async () => {
    const cookie = await parent();
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) await students(cookie, address).expect(200);
    await students(cookie, address).expect(429);

    env.advance(6_000);
    await students(cookie, address).expect(200);
    await students(cookie, address).expect(429);

    env.advance(MINUTE);
    for (let i = 0; i < 10; i += 1) await students(cookie, address).expect(200);
    await students(cookie, address).expect(429);
  });

  it('never limits /health, /ready, the shell, remotes or the live socket', async () => {
    const cookie = await parent();
    // The test's own loopback address runs out.
    const loopback = async () => (await http().get('/api/students').set('Cookie', cookie)).status;
    let status = 200;
    for (let i = 0; i < 12 && status !== 429; i += 1) status = await loopback();
    expect(status).toBe(429);

    expect((await http().get('/health')).status).toBe(200);
    expect((await http().get('/ready')).status).not.toBe(429);
    expect((await http().get('/')).status).not.toBe(429);
    expect((await http().get('/mfe/academics/mf-manifest.json')).status).not.toBe(429);
    const live = await authenticatedLive(gateway.url, cookie, DEMO_USERS.amina);
    expect(live.received[0]).toMatchObject({ type: 'auth_success' });
    live.socket.close();
    expect(await loopback()).toBe(429);
  });

  it('counts the SMS provider’s webhook on buckets of its own', async () => {
    const cookie = await parent();
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) await students(cookie, address).expect(200);
    await students(cookie, address).expect(429);

    const inbound = () =>
      http()
        .post('/api/sms/inbound')
        .set('X-Forwarded-For', address)
        .type('form')
        .send({ From: '+16125550100', Body: 'STOP' });
    // Delivery answers (it refuses the missing signature) four times, then the gateway refuses.
    for (let i = 0; i < 4; i += 1) expect((await inbound()).status).not.toBe(429);
    const refused = await inbound();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});

describe('the per-account limit on expensive calls', () => {
  it('holds for one account whatever address it comes from, and not for another account', async () => {
    const amina = await parent(DEMO_USERS.amina);
    const farah = await parent(DEMO_USERS.farah);
    const before = env.voice.requests.length;

    for (let i = 0; i < 3; i += 1) await translate(amina, newAddress()).expect(200);
    const refused = await translate(amina, newAddress());
    expect(refused.status).toBe(429);
    // 3 per minute come back one every 20 seconds.
    expect(refused.headers['retry-after']).toBe('20');
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 20 });
    expect(env.voice.requests.length - before).toBe(3);

    // The same address and account still reach cheap routes; another account still translates.
    await students(amina, newAddress()).expect(200);
    await translate(farah, newAddress()).expect(200);
    expect(env.voice.requests.length - before).toBe(4);

    // A minute later the minute's bucket is full, but only 2 of the hour's 5 are left.
    env.advance(MINUTE);
    await translate(amina, newAddress()).expect(200);
    await translate(amina, newAddress()).expect(200);
    const hourly = await translate(amina, newAddress());
    expect(hourly.status).toBe(429);
    // One of the hour's 5 comes back every 12 minutes.
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
    expect(env.voice.requests.length - before).toBe(6);
  });

  it('counts the PDF report apart from voice', async () => {
    const amina = await parent(DEMO_USERS.amina);
    for (let i = 0; i < 3; i += 1) await translate(amina, newAddress()).expect(200);
    await translate(amina, newAddress()).expect(429);
    const pdf = await http()
      .post(`/api/students/${DEMO_USERS.amina.id}/progress-report`)
      .set('Cookie', amina)
      .set('X-Forwarded-For', newAddress())
      .send({});
    // The reports service is down in this stack: the gateway let it through.
    expect(pdf.status).not.toBe(429);
  });
});

describe('the rate-limit texts', () => {
  it('have the same keys in Somali and English', () => {
    expect(missingKeys(so, en)).toEqual([]);
  });

  it('forget full buckets past the memory bound', async () => {
    const store = new MemoryRateLimitStore(2);
    const rule = { name: 'client', limit: 1, windowMs: MINUTE };
    await store.take([{ key: 'a', rule }], 0);
    await store.take([{ key: 'b', rule }], 0);
    expect((await store.take([{ key: 'a', rule }], 1)).allowed).toBe(false);
    await store.take([{ key: 'c', rule }], MINUTE);
    expect(store.size).toBeLessThanOrEqual(2);
  });
});
