import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { createStaticSender } from '@d742/static-server';
import { NotFoundError } from './errors';
import { shellMissingText } from './messages';

/** Paths owned by other parts of the gateway; they never fall back to the shell. */
const NOT_SHELL = /^\/(api|mfe|internal|ws)(\/|$)/;

function serviceWorkerScope(root: string) {
  const serviceWorker = path.join(root, 'sw.js');
  return (res: ServerResponse, file: string): void => {
    if (file === serviceWorker) res.setHeader('Service-Worker-Allowed', '/');
  };
}

/**
 * Serves the built shell (precompressed twins, immutable hashed files, ETag/304 for the rest: see
 * @d742/static-server), with index.html for any other page the browser navigates to (client routing).
 */
export function shellStatic(root: string): Middleware {
  const sendStatic = createStaticSender(root, { setHeaders: serviceWorkerScope(root) });

  return async (ctx) => {
    const readable = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (readable && (await sendStatic(ctx, ctx.path))) return;
    const navigation =
      readable && !NOT_SHELL.test(ctx.path) && ctx.get('accept').includes('text/html');
    if (!navigation) throw new NotFoundError('Not found');
    if (await sendStatic(ctx, '/index.html')) return;
    ctx.status = 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = shellMissingText(ctx.acceptsLanguages('so', 'en') || 'so', root);
  };
}
