import Koa from 'koa';
import type pino from 'pino';
import type WebSocket from 'ws';
import { LIVE_PATH } from '@d742/contracts';
import {
  errorHandler,
  packageVersion,
  requestLog,
  systemClock,
  type Clock,
} from '@d742/service-kit';
import { adminRoutes } from './admin-routes';
import { compression } from './compression';
import { apiRouter } from './api-router';
import type { GatewayConfig } from './config';
import { healthRoute } from './health';
import { readyRoute } from './readiness';
import { websockify, type WebSocketApp } from './koa-websocket';
import { internalEventsRoute } from './live/internal-events';
import { InMemoryLiveBus, type LiveBus } from './live/live-bus';
import { LiveHub } from './live/live-hub';
import { RedisLiveBus } from './live/redis-live-bus';
import { OfflineDelivery } from './live/offline-delivery';
import { localizedUpstreamErrors } from './messages';
import { createModuleRegistry, moduleRegistryRoute } from './module-registry';
import { originCheck } from './origin-check';
import { rateLimit } from './rate-limit/rate-limit';
import { RedisRateLimitStore } from './rate-limit/redis-store';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit/token-bucket';
import { createRemoteOverrides } from './remote-overrides';
import { remoteProxy } from './remote-proxy';
import { createRouteTable } from './route-table';
import { securityHeaders } from './security-headers';
import { createSessionResolver } from './session-resolver';
import { shellStatic } from './shell-static';
import { createHomeFragment } from './home-fragment';
import { createSignedInPage } from './signed-in-page';
import { TrafficMetrics, trafficMetrics } from './traffic-metrics';

export { loadConfig, type GatewayConfig } from './config';
export { InMemoryLiveBus, type LiveBus } from './live/live-bus';
export { RedisLiveBus } from './live/redis-live-bus';
export { LIVE_CLOSE, LIVE_PATH } from '@d742/contracts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: pino.Logger;
  /** Defaults to Redis pub/sub when REDIS_URL is set (several instances), else an in-memory bus (one instance). */
  bus?: LiveBus;
  /** Live heartbeat period; tests shorten it. */
  heartbeatMs?: number;
  /** Traffic buckets, uptime and caches run on it; tests move it. */
  clock?: Clock;
  /** How the gateway reaches itself (same-origin remote manifests); default from HOST and the port. */
  selfUrl?: string;
  /** Waits between retries of a hand-off to the delivery service; tests shorten them. */
  deliveryRetryDelaysMs?: readonly number[];
  /** Where rate-limit buckets live; default Redis when REDIS_URL is set, else memory. */
  rateLimitStore?: RateLimitStore;
}

export interface Gateway {
  /** Koa app with koa-websocket: `app.listen()` attaches /ws; with your own server call `app.ws.listen({ server, ...LIVE_SOCKET_OPTIONS })`. */
  app: WebSocketApp;
  bus: LiveBus;
  /** Resolves once every hand-off to the delivery service started so far has finished. */
  deliverySettled: () => Promise<void>;
  /** Stops the heartbeat, closes every live socket and the bus it made (the HTTP server is the caller's). */
  close(): Promise<void>;
}

export const LIVE_SOCKET_OPTIONS: WebSocket.ServerOptions = {
  path: LIVE_PATH,
  maxPayload: 64 * 1024,
};

/** http://HOST:PORT, with a wildcard HOST replaced by loopback. */
export function selfUrlOf(config: Pick<GatewayConfig, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function createGateway(deps: GatewayDeps): Gateway {
  const { config, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => clock().getTime();
  const startedAt = now();
  const selfUrl = deps.selfUrl ?? selfUrlOf(config);
  const version = packageVersion(__dirname);
  const ownBus = !deps.bus;
  const bus =
    deps.bus ??
    (config.redis ? new RedisLiveBus({ ...config.redis, logger }) : new InMemoryLiveBus());
  const sessions = createSessionResolver({
    identityUrl: config.services.identity,
    secret: config.internalSecret,
  });
  const ownLimits = !deps.rateLimitStore;
  const limitStore =
    deps.rateLimitStore ??
    (config.redis
      ? new RedisRateLimitStore({
          url: config.redis.url,
          prefix: config.redis.channelPrefix,
          logger,
        })
      : new MemoryRateLimitStore());
  const hub = new LiveHub({ bus, sessions, logger, heartbeatMs: deps.heartbeatMs });
  const offline = new OfflineDelivery({
    bus,
    isOnline: (userId) => hub.isOnline(userId),
    deliveryUrl: config.services.delivery,
    secret: config.internalSecret,
    logger,
    retryDelaysMs: deps.deliveryRetryDelaysMs,
  });

  const app = websockify(new Koa(), LIVE_SOCKET_OPTIONS);
  app.proxy = config.trustProxy;
  // Only the entries our own proxies appended: a client's own X-Forwarded-For cannot pick its address.
  app.maxIpsCount = config.trustProxyHops;
  // Errors here happen while streaming a body; a browser that leaves mid-response is not one worth logging.
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (
      err.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      err.code === 'ECONNRESET' ||
      err.code === 'EPIPE'
    )
      return;
    logger.error({ err }, 'response stream failed');
  });

  const table = createRouteTable();
  const traffic = new TrafficMetrics(now);
  const overrides = createRemoteOverrides({
    identityUrl: config.services.identity,
    secret: config.internalSecret,
    logger,
    now,
  });
  const registry = createModuleRegistry({
    remotes: config.remotes,
    overrides,
    allowedOrigins: config.remoteAllowedOrigins,
    selfUrl,
    logger,
    now,
  });

  app.use(requestLog(logger));
  // Outside the error handler: it counts the status an error became.
  app.use(trafficMetrics(table, traffic));
  app.use(errorHandler(logger));
  app.use(localizedUpstreamErrors());
  app.use(compression());
  app.use(securityHeaders(config.remoteAllowedOrigins));
  app.use(originCheck());
  app.use(healthRoute(config.services));
  app.use(
    readyRoute({
      services: config.services,
      required: config.requiredServices,
      bus,
      version,
      startedAt,
      now,
    }),
  );
  app.use(internalEventsRoute({ bus, secret: config.internalSecret }));
  app.use(rateLimit({ table, sessions, store: limitStore, limits: config.rateLimits, now }));
  app.use(moduleRegistryRoute(registry));
  app.use(
    apiRouter({
      table,
      sessions,
      services: config.services,
      timeouts: config.upstreamTimeouts,
      secret: config.internalSecret,
      onSignOut: (sid) => {
        hub.closeSession(sid);
        offline.signOut(sid);
      },
      local: adminRoutes({
        services: config.services,
        registry,
        overrides,
        allowedOrigins: config.remoteAllowedOrigins,
        selfUrl,
        traffic,
        liveConnections: () => hub.size,
        version,
        startedAt,
        now,
      }),
    }),
  );
  app.use(remoteProxy(config.remotes, config.upstreamTimeouts.connectMs));
  app.use(
    shellStatic(config.shellDist, {
      signedInPage: createSignedInPage({
        shellDist: config.shellDist,
        prerender: config.shellPrerender,
        sessions,
        logger,
        homeFragment: createHomeFragment({
          bundle: config.homeFragmentPrerender,
          table,
          services: config.services,
          secret: config.internalSecret,
          logger,
        }),
      }),
    }),
  );

  app.ws.use(hub.middleware);

  return {
    app,
    bus,
    deliverySettled: () => offline.settled(),
    close: async () => {
      offline.close();
      hub.close();
      app.ws.server?.close();
      if (ownBus) await bus.close();
      if (ownLimits) await limitStore.close();
    },
  };
}
