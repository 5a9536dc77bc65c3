import type { Middleware } from 'koa';
import { remoteNameSchema, type RemoteName } from '@d742/contracts';
import { MethodNotAllowedError, NotFoundError } from './errors';
import {
  DEFAULT_UPSTREAM_TIMEOUTS,
  FORWARDED_ASSET_HEADERS,
  pickHeaders,
  proxyRequest,
} from './proxy';

const REMOTE_PATH = /^\/mfe\/([^/]+)(\/.*)?$/;

/** /mfe/<name>/* → the remote's own server, prefix stripped; its encoding and cache headers pass through untouched. */
export function remoteProxy(
  remotes: Record<RemoteName, string>,
  connectTimeoutMs = DEFAULT_UPSTREAM_TIMEOUTS.connectMs,
): Middleware {
  return async (ctx, next) => {
    const match = REMOTE_PATH.exec(ctx.path);
    if (!match) return next();
    const name = remoteNameSchema.safeParse(match[1]);
    if (!name.success) throw new NotFoundError('Not found');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      throw new MethodNotAllowedError();
    }
    // The remote's server sent its build's compressed twin and that twin's ETag: relayed as they are.
    ctx.compress = false;
    await proxyRequest(ctx, {
      target: remotes[name.data],
      name: `mfe-${name.data}`,
      path: `${match[2] ?? '/'}${ctx.search}`,
      headers: pickHeaders(ctx, FORWARDED_ASSET_HEADERS),
      // Static files: the default answer bound, whatever the services' is.
      timeoutMs: DEFAULT_UPSTREAM_TIMEOUTS.answerMs,
      connectTimeoutMs,
    });
  };
}
