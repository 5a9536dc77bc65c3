import type { ServerResponse } from 'node:http';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import pino from 'pino';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';

/** Files whose names stay the same between builds: browsers must revalidate them every time. */
const UNHASHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html']);

export function isUnhashedAsset(file: string): boolean {
  const name = path.basename(file);
  return UNHASHED.has(name) || name.endsWith('.html');
}

function setCacheHeaders(res: ServerResponse, file: string): void {
  res.setHeader(
    'Cache-Control',
    isUnhashedAsset(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
  );
}

/** Serves a built remote (or shell) `dir` to other origins: CORS open, hashed files cached forever. */
export function createStaticApp(dir: string, opts: { logger?: pino.Logger } = {}): Koa {
  const app = new Koa();
  app.silent = true;
  const logger = opts.logger ?? pino({ level: 'silent' });
  if (opts.logger) app.use(requestLog(logger));
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.use(errorHandler(logger));
  app.use(serve(path.resolve(dir), { setHeaders: setCacheHeaders, index: 'index.html' }));
  return app;
}
