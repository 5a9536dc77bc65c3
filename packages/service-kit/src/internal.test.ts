import http from 'node:http';
import Router from '@koa/router';
import { publishEventRequestSchema, type PublishEventRequest } from '@d742/contracts';
import { createServiceApp } from './app';
import { requireSystem } from './guards';
import { publishLiveEvent } from './internal';
import { listen, serverUrl } from './run';
import { TEST_SECRET, testLogger } from './testing';
import { validate } from './validate';

describe('publishLiveEvent()', () => {
  const received: Array<{ identity: unknown; body: PublishEventRequest }> = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = createServiceApp({
      name: 'fake-gateway',
      secret: TEST_SECRET,
      logger: testLogger(),
    });
    const router = new Router();
    router.post('/internal/events', requireSystem(), (ctx) => {
      received.push({
        identity: ctx.state.identity,
        body: validate(publishEventRequestSchema, ctx.request.body),
      });
      ctx.status = 202;
      ctx.body = { delivered: 1 };
    });
    app.use(router.routes());
    server = http.createServer(app.callback());
    await listen(server, 0, '127.0.0.1');
    url = serverUrl(server, '127.0.0.1');
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request: PublishEventRequest = {
    userIds: ['u-parent'],
    event: { type: 'new_message', senderName: 'Macallin Cali' },
  };

  it('POSTs the event to /internal/events signed as role system', async () => {
    await publishLiveEvent({ gatewayUrl: `${url}/`, secret: TEST_SECRET, request });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ identity: { role: 'system' }, body: request });
  });

  it('throws when the gateway refuses (wrong secret → 401)', async () => {
    await expect(
      publishLiveEvent({
        gatewayUrl: url,
        secret: 'wrong-secret-wrong-secret-wrong-secret',
        request,
      }),
    ).rejects.toThrow(/401/);
  });

  it('throws when the gateway is unreachable', async () => {
    await expect(
      publishLiveEvent({ gatewayUrl: 'http://127.0.0.1:1', secret: TEST_SECRET, request }),
    ).rejects.toThrow();
  });
});
