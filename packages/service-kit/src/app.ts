import Koa from 'koa';
import type pino from 'pino';
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
}

const HEALTH_PATH = '/health';

/** A Koa app with the middleware every service shares; the caller adds `router.routes()`. */
export function createServiceApp(opts: ServiceAppOptions): Koa {
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
  app.use(identityVerifier(opts.secret, [HEALTH_PATH, ...(opts.publicPaths ?? [])]));
  app.use(jsonBody(opts.bodyLimit ?? '100kb', opts.rawBodyPaths));
  app.use(languageDetector());
  return app;
}
