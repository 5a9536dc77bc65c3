import path from 'node:path';
import Koa from 'koa';
import type pino from 'pino';
import { staticFiles } from './static-files';

/**
 * Serves a built remote (or shell) `dir` to other origins: CORS open, precompressed twins,
 * hashed files cached a year, the rest revalidated by ETag (see `staticFiles`).
 */
export function createStaticApp(dir: string, opts: { logger?: pino.Logger } = {}): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) ctx.throw(404);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      ctx.status = typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
      if (ctx.status === 500)
        opts.logger?.error({ err: error, path: ctx.path }, 'static file failed');
      ctx.set('Cache-Control', 'no-store');
      ctx.body =
        ctx.status === 404
          ? { error: 'Not found', code: 'NOT_FOUND' }
          : { error: ctx.status === 500 ? 'Internal error' : 'Bad request', code: 'BAD_REQUEST' };
    }
  });
  app.use(staticFiles(path.resolve(dir)));
  return app;
}
