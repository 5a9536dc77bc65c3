import http from 'node:http';
import Router from '@koa/router';
import { publishEventRequestSchema, type PublishEventRequest } from '@d742/contracts';
import type pino from 'pino';
import { createServiceApp, listen, requireSystem, serverUrl, validate } from '@d742/service-kit';

export interface EventReceiver {
  url: string;
  /** Every publication that arrived signed as the system, oldest first. */
  received: PublishEventRequest[];
  stop: () => Promise<void>;
}

/**
 * A real HTTP server standing in for the gateway's POST /internal/events: it verifies the HMAC
 * identity (role system) and the body, as the gateway does, and keeps what arrived (tests only).
 */
export async function startSignedEventReceiver(opts: {
  secret: string;
  logger: pino.Logger;
}): Promise<EventReceiver> {
  const received: PublishEventRequest[] = [];
  const app = createServiceApp({ name: 'gateway-stand-in', ...opts });
  const router = new Router();
  router.post('/internal/events', requireSystem(), (ctx) => {
    // Validate like the gateway does, but record what was sent on the wire (no defaults filled in).
    validate(publishEventRequestSchema, ctx.request.body);
    received.push(ctx.request.body as PublishEventRequest);
    ctx.status = 202;
    ctx.body = { delivered: 1 };
  });
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
