import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import { cacheControlFor } from '@d742/static-server';
import { NotFoundError } from './errors';
import { shellMissingText } from './messages';

/** Paths owned by other parts of the gateway; they never fall back to the shell. */
const NOT_SHELL = /^\/(api|mfe|internal|ws)(\/|$)/;

function cacheHeaders(root: string) {
  const serviceWorker = path.join(root, 'sw.js');
  return (res: ServerResponse, file: string): void => {
    res.setHeader('Cache-Control', cacheControlFor(file));
    if (file === serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
  };
}

/** Serves the built shell, with index.html for any other page the browser navigates to (client routing). */
export function shellStatic(root: string): Middleware {
  const indexFile = path.join(root, 'index.html');
  const files = serve(root, { index: 'index.html', setHeaders: cacheHeaders(root) });

  const fallback: Middleware = async (ctx) => {
    const navigation =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !NOT_SHELL.test(ctx.path) &&
      ctx.get('accept').includes('text/html');
    if (!navigation) throw new NotFoundError('Not found');
    let html: Buffer;
    try {
      html = await fs.promises.readFile(indexFile);
    } catch {
      ctx.status = 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = shellMissingText(ctx.acceptsLanguages('so', 'en') || 'so', root);
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = html;
  };

  return (ctx, next) => files(ctx, () => fallback(ctx, next));
}
