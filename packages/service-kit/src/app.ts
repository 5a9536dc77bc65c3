import { readFileSync } from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import type { Connection } from 'mongoose';
import type pino from 'pino';
import type { Readiness } from '@d742/contracts';
import { systemClock, type Clock } from './clock';
import { errorHandler } from './error-handler';
import { jsonBody } from './json-body';
import './koa-state';
import { languageDetector } from './language';
import { requestLog } from './request-log';
import { identityVerifier } from './verify-identity-middleware';

export interface ServiceAppOptions {
  name: string;
  secret: string;
  logger: pino.Logger;
  /** Largest JSON body accepted; default '100kb'. */
  bodyLimit?: string;
  /** Paths that skip the identity check; '/health' always does. */
  publicPaths?: string[];
  /** Path prefixes whose bodies are not parsed as JSON (the route brings its own parser). */
  rawBodyPaths?: string[];
  /** Extra fields for GET /health, e.g. database state. */
  health?: () => Promise<Record<string, unknown>>;
  /** The database GET /ready reports on: 1 (connected) is up, any other readyState down. Without it the database counts as up. */
  connection?: Pick<Connection, 'readyState'>;
  /** Reported by GET /ready, e.g. `packageVersion(__dirname)`; default 'unknown'. */
  version?: string;
  /** Uptime of GET /ready counts from the app's creation on this clock. */
  clock?: Clock;
}

const HEALTH_PATH = '/health';
const READY_PATH = '/ready';

/** The `version` of the nearest package.json at or above `dir` (a service passes its `__dirname`); 'unknown' when none. */
export function packageVersion(dir: string): string {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const { version } = JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8')) as {
        version?: unknown;
      };
      return typeof version === 'string' && version ? version : 'unknown';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return 'unknown';
    }
    if (path.dirname(current) === current) return 'unknown';
  }
}

/** A Koa app with the middleware every service shares; the caller adds `router.routes()`. */
export function createServiceApp(opts: ServiceAppOptions): Koa {
  const clock = opts.clock ?? systemClock;
  const startedAt = clock().getTime();
  const app = new Koa();
  app.proxy = false;
  // Errors are answered and logged by errorHandler; Koa's default stderr printing would duplicate them.
  app.silent = true;

  app.use(requestLog(opts.logger));
  app.use(errorHandler(opts.logger));
  app.use(async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    try {
      const extra = opts.health ? await opts.health() : {};
      ctx.body = { status: 'ok', service: opts.name, ...extra };
    } catch (error) {
      opts.logger.warn({ err: error }, 'health check failed');
      ctx.status = 503;
      ctx.body = { status: 'error', service: opts.name, error: 'Health check failed' };
    }
  });
  // GET /ready: what the gateway's admin overview probes; 503 with the same body while the database is down.
  app.use(async (ctx, next) => {
    if (ctx.path !== READY_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const databaseUp = !opts.connection || opts.connection.readyState === 1;
    const body: Readiness = {
      status: databaseUp ? 'ready' : 'not-ready',
      service: opts.name,
      version: opts.version ?? 'unknown',
      uptimeSeconds: Math.max(0, Math.floor((clock().getTime() - startedAt) / 1000)),
      database: databaseUp ? 'up' : 'down',
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = databaseUp ? 200 : 503;
    ctx.body = body;
  });
  app.use(identityVerifier(opts.secret, [HEALTH_PATH, READY_PATH, ...(opts.publicPaths ?? [])]));
  app.use(jsonBody(opts.bodyLimit ?? '100kb', opts.rawBodyPaths));
  app.use(languageDetector());
  return app;
}
