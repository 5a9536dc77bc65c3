import type Koa from 'koa';
import { UnauthorizedError } from './errors';
import { verifyIdentity } from './identity';

/** Rejects any request the gateway did not sign (401), except on public paths. */
export function identityVerifier(secret: string, publicPaths: readonly string[]): Koa.Middleware {
  const open = new Set(publicPaths);
  return async (ctx, next) => {
    if (!open.has(ctx.path)) {
      const identity = verifyIdentity(secret, ctx.headers);
      if (!identity) throw new UnauthorizedError('Missing or invalid identity signature');
      ctx.state.identity = identity;
    }
    await next();
  };
}
