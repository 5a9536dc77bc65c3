import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
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

/** Another gateway, listening on loopback, before the stack's identity and the given upstreams. */
async function gatewayBefore(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; close(): Promise<void> }> {
  const config = gatewayConfig({ SERVICE_URL_IDENTITY: stack.config.services.identity, ...env });
  const gateway = createGateway({ config, logger: testLogger() });
  const server = http.createServer(gateway.app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: urlOf(server),
    close: async () => {
      await gateway.close();
      await closeServer(server);
    },
  };
}

/** A failed call to academics: its status and localized body, answered at about `boundMs`. */
function expectAcademicsFailure(
  { res, ms }: Awaited<ReturnType<typeof timed>>,
  status: 503 | 504,
  boundMs: number,
) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(
    status === 503
      ? { error: en.errors.serviceUnavailable, code: 'SERVICE_UNAVAILABLE', service: 'academics' }
      : { error: en.errors.serviceTimeout, code: 'SERVICE_TIMEOUT', service: 'academics' },
  );
  expect(ms).toBeGreaterThanOrEqual(boundMs * 0.9);
  expect(ms).toBeLessThan(boundMs + 1_500);
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
    const gateway = await gatewayBefore({
      SERVICE_URL_ACADEMICS: urlOf(stuck),
      GATEWAY_UPSTREAM_TIMEOUT_MS: '600',
    });
    try {
      const hung = timed('/api/students', 'en', gateway.url);
      const session = await timed('/api/auth/session', 'en', gateway.url);
      expect(session.res.status).toBe(200);
      expect(session.ms).toBeLessThan(600);

      expectAcademicsFailure(await hung, 504, 600);
    } finally {
      await gateway.close();
      await closeServer(stuck);
    }
  });
});

/**
 * A host that takes no new connections and refuses none: a listener whose process is frozen
 * (SIGSTOP) with its accept queue filled, so the kernel drops further SYNs, as for a machine that
 * vanished behind a firewall. Returns its URL and how to end it.
 */
async function unansweringHost(): Promise<{ url: string; end: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('net').createServer(() => {});" +
        "s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => console.log(s.address().port));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
  process.kill(child.pid!, 'SIGSTOP');
  const fillers: net.Socket[] = [];
  // Connect until one connection stays pending: the queue is full from then on.
  for (let i = 0; i < 16; i += 1) {
    const socket = net.connect(port, '127.0.0.1');
    fillers.push(socket);
    socket.on('error', () => undefined);
    const opened = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      setTimeout(() => resolve(false), 300);
    });
    if (!opened) break;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    end: async () => {
      fillers.forEach((socket) => socket.destroy());
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid!, 'SIGKILL');
      await exited;
    },
  };
}

describe('a service host that takes no connections', () => {
  it('answers 503 naming it after GATEWAY_CONNECT_TIMEOUT_MS, not after the OS gives up', async () => {
    const host = await unansweringHost();
    const gateway = await gatewayBefore({
      SERVICE_URL_ACADEMICS: host.url,
      GATEWAY_CONNECT_TIMEOUT_MS: '500',
    });
    try {
      // It waits for the connection (Linux drops SYNs to a full queue), then gives up at the bound.
      expectAcademicsFailure(await timed('/api/students', 'en', gateway.url), 503, 500);
    } finally {
      await gateway.close();
      await host.end();
    }
  });
});
