import request from 'supertest';
import { DEMO_USERS } from '@d742/demo-data';
import { startLimitedGateways, type LimitedGateways } from '../../test/limited-gateways';
import { startTestRedis, type TestRedis } from '../../test/redis-server';
import { signInThroughGateway } from '../../test/testing-stack';
import type { Gateway } from '../app';

const HOUR = 3_600_000;
jest.setTimeout(2 * 60_000);

let redis: TestRedis;
let env: LimitedGateways;
/** Two gateway instances sharing the services and Redis (REDIS_URL). */
let a: Gateway;
let b: Gateway;

beforeAll(async () => {
  redis = await startTestRedis();
  env = await startLimitedGateways({
    count: 2,
    redisUrl: redis.url,
    limits: {
      RATE_LIMIT_PER_MINUTE: 10,
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: 3,
      RATE_LIMIT_EXPENSIVE_PER_HOUR: 100,
      RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE: 100,
    },
  });
  [a, b] = env.gateways.map(({ gateway }) => gateway) as [Gateway, Gateway];
});
afterAll(async () => {
  await env?.stop();
  await redis?.dispose();
});
beforeEach(() => env.advance(HOUR));

let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

async function students(gateway: Gateway, cookie: string, address: string) {
  const res = await request(gateway.app.callback())
    .get('/api/students')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', address);
  return res.status;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Spends an address's 10 on gateway A; true when gateway B then refuses it too. */
async function sharedThroughRedis(cookie: string): Promise<boolean> {
  const address = newAddress();
  for (let i = 0; i < 10; i += 1) await students(a, cookie, address);
  return (await students(b, cookie, address)) === 429;
}

describe('rate limits shared by two gateways through Redis', () => {
  it('holds a client limit hit through gateway A on gateway B; the service saw only the allowed requests', async () => {
    const { cookie } = await signInThroughGateway({ gateway: a }, DEMO_USERS.amina);
    const address = newAddress();
    const before = env.academics.requests.length;

    for (let i = 0; i < 6; i += 1) expect(await students(a, cookie, address)).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await students(b, cookie, address)).toBe(200);
    const refused = await request(b.app.callback())
      .get('/api/students')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', address);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('6');
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(await students(a, cookie, address)).toBe(429);
    expect(env.academics.requests.length - before).toBe(10);
  });

  it('holds a per-account voice limit across gateways and addresses', async () => {
    const { cookie } = await signInThroughGateway({ gateway: b }, DEMO_USERS.farah);
    const before = env.voice.requests.length;
    const translate = (gateway: Gateway) =>
      request(gateway.app.callback())
        .post('/api/voice/translate')
        .set('Cookie', cookie)
        .set('X-Forwarded-For', newAddress())
        .send({ text: 'Hello', to: 'so' });

    await translate(a).expect(200);
    await translate(b).expect(200);
    await translate(a).expect(200);
    const refused = await translate(b);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('20');
    expect(env.voice.requests.length - before).toBe(3);
  });

  it('keeps serving while Redis is down (each gateway counting on its own), and shares again once it is back', async () => {
    const { cookie } = await signInThroughGateway({ gateway: a }, DEMO_USERS.amina);
    await redis.stop();
    try {
      const address = newAddress();
      for (let i = 0; i < 10; i += 1) expect(await students(a, cookie, address)).toBe(200);
      // Still a limit on A, in its memory; B has its own count.
      expect(await students(a, cookie, address)).toBe(429);
      expect(await students(b, cookie, address)).toBe(200);
    } finally {
      await redis.start();
    }
    await until('the limit shared through Redis again', () => sharedThroughRedis(cookie));
  });

  it('answers at once while Redis hangs without replying: counted in memory after 250 ms', async () => {
    const { cookie } = await signInThroughGateway({ gateway: a }, DEMO_USERS.amina);
    process.kill(redis.pid(), 'SIGSTOP');
    try {
      const started = Date.now();
      expect(await students(a, cookie, newAddress())).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      process.kill(redis.pid(), 'SIGCONT');
    }
    await until('the limit shared through Redis again', () => sharedThroughRedis(cookie));
  });
});
