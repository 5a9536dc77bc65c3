import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { errorBodySchema, studentListSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { listen } from '@d742/service-kit';
import { testLogger } from '@d742/service-testing';
import { createGateway } from './app';
import en from './locales/en/gateway.json';
import so from './locales/so/gateway.json';
import { closeServer, gatewayConfig, serve, urlOf } from '../test/testing-servers';
import { signInThroughGateway, startTestStack, type TestStack } from '../test/testing-stack';

jest.setTimeout(120_000);

let stack: TestStack;
let cookie: string;
beforeAll(async () => {
  stack = await startTestStack();
  ({ cookie } = await signInThroughGateway(stack, DEMO_USERS.amina));
});
afterAll(async () => {
  await stack?.stop();
});

/** Over the gateway's real socket, so the time measured is the time a browser waits. */
async function timed(path: string, language = 'en', url = stack.url) {
  const started = performance.now();
  const res = await request(url).get(path).set('Cookie', cookie).set('Accept-Language', language);
  return { res, ms: performance.now() - started };
}

describe('a stopped service', () => {
  it('answers 503 naming it within a second, in the reader’s language, while every other route works; and recovers by itself', async () => {
    const { server } = stack.academics;
    const { port } = server.address() as AddressInfo;
    expect((await timed('/api/students')).res.status).toBe(200);

    await closeServer(server);
    try {
      const english = await timed('/api/students');
      expect(english.res.status).toBe(503);
      expect(english.res.body).toEqual({
        error: en.errors.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
        service: 'academics',
      });
      expect(errorBodySchema.safeParse(english.res.body).success).toBe(true);
      expect(english.ms).toBeLessThan(1_000);

      const somali = await timed('/api/students/64b0000000000000000000ff/grades', 'so');
      expect(somali.res.status).toBe(503);
      expect(somali.res.body.error).toBe(so.errors.serviceUnavailable);
      expect(somali.ms).toBeLessThan(1_000);

      // Identity (the session) and delivery are untouched by academics being down.
      const session = await timed('/api/auth/session');
      expect(session.res.status).toBe(200);
      expect(session.res.body.id).toBe(DEMO_USERS.amina.id);
      const pushKey = await timed('/api/push/public-key');
      expect(pushKey.res.status).toBe(200);
    } finally {
      await listen(server, port, '127.0.0.1');
    }

    // No failure is remembered: the very next call reaches the service again.
    const back = await timed('/api/students');
    expect(back.res.status).toBe(200);
    expect(studentListSchema.parse(back.res.body)).toHaveLength(3);
  });
});

describe('a hung service', () => {
  it('answers 504 naming it at the configured bound (GATEWAY_UPSTREAM_TIMEOUT_MS), and other routes keep answering meanwhile', async () => {
    // Accepts the connection and reads the request, never answers: a service stuck in a loop.
    const stuck = await serve(() => undefined);
    const config = gatewayConfig({
      SERVICE_URL_IDENTITY: stack.config.services.identity,
      SERVICE_URL_ACADEMICS: urlOf(stuck),
      GATEWAY_UPSTREAM_TIMEOUT_MS: '600',
    });
    const gateway = createGateway({ config, logger: testLogger() });
    const server = http.createServer(gateway.app.callback());
    await listen(server, 0, '127.0.0.1');
    try {
      const hung = timed('/api/students', 'en', urlOf(server));
      const session = await timed('/api/auth/session', 'en', urlOf(server));
      expect(session.res.status).toBe(200);
      expect(session.ms).toBeLessThan(600);

      const { res, ms } = await hung;
      expect(res.status).toBe(504);
      expect(res.body).toEqual({
        error: en.errors.serviceTimeout,
        code: 'SERVICE_TIMEOUT',
        service: 'academics',
      });
      expect(ms).toBeGreaterThanOrEqual(550);
      expect(ms).toBeLessThan(2_000);
    } finally {
      await gateway.close();
      await closeServer(server);
      await closeServer(stuck);
    }
  });
});
