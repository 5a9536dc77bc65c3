import Koa from 'koa';
import type pino from 'pino';
import type WebSocket from 'ws';
import { LIVE_PATH } from '@d742/contracts';
import { errorHandler, requestLog } from '@d742/service-kit';
import { apiRouter } from './api-router';
import type { GatewayConfig } from './config';
import { healthRoute } from './health';
import { websockify, type WebSocketApp } from './koa-websocket';
import { internalEventsRoute } from './live/internal-events';
import { InMemoryLiveBus, type LiveBus } from './live/live-bus';
import { LiveHub } from './live/live-hub';
import { createModuleRegistry, moduleRegistryRoute } from './module-registry';
import { originCheck } from './origin-check';
import { remoteProxy } from './remote-proxy';
import { createRouteTable } from './route-table';
import { securityHeaders } from './security-headers';
import { createSessionResolver } from './session-resolver';
import { shellStatic } from './shell-static';

export { loadConfig, type GatewayConfig } from './config';
export { InMemoryLiveBus, type LiveBus } from './live/live-bus';
export { LIVE_CLOSE, LIVE_PATH } from '@d742/contracts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: pino.Logger;
  /** Defaults to an in-memory bus (one gateway instance). */
  bus?: LiveBus;
  /** Live heartbeat period; tests shorten it. */
  heartbeatMs?: number;
}

export interface Gateway {
  /** Koa app with koa-websocket: `app.listen()` attaches /ws; with your own server call `app.ws.listen({ server, ...LIVE_SOCKET_OPTIONS })`. */
  app: WebSocketApp;
  bus: LiveBus;
  /** Stops the heartbeat and closes every live socket (the HTTP server is the caller's). */
  close(): void;
}

export const LIVE_SOCKET_OPTIONS: WebSocket.ServerOptions = {
  path: LIVE_PATH,
  maxPayload: 64 * 1024,
};

export function createGateway(deps: GatewayDeps): Gateway {
  const { config, logger } = deps;
  const bus = deps.bus ?? new InMemoryLiveBus();
  const sessions = createSessionResolver({
    identityUrl: config.services.identity,
    secret: config.internalSecret,
  });
  const hub = new LiveHub({ bus, sessions, logger, heartbeatMs: deps.heartbeatMs });

  const app = websockify(new Koa(), LIVE_SOCKET_OPTIONS);
  app.proxy = config.trustProxy;
  // Errors here happen while streaming a body; a browser that leaves mid-response is not one worth logging.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET') return;
    logger.error({ err }, 'response stream failed');
  });

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders());
  app.use(originCheck());
  app.use(healthRoute(config.services));
  app.use(internalEventsRoute({ bus, secret: config.internalSecret }));
  app.use(moduleRegistryRoute(createModuleRegistry({ remotes: config.remotes })));
  app.use(
    apiRouter({
      table: createRouteTable(),
      sessions,
      services: config.services,
      secret: config.internalSecret,
      onSignOut: (sid) => hub.closeSession(sid),
    }),
  );
  app.use(remoteProxy(config.remotes));
  app.use(shellStatic(config.shellDist));

  app.ws.use(hub.middleware);

  return {
    app,
    bus,
    close: () => {
      hub.close();
      app.ws.server?.close();
    },
  };
}
