import type Koa from 'koa';
import { ForbiddenError } from '@d742/service-kit';
import type { HandlerDeps } from '../handlers/context';
import { ACCESS_GRANT_TTL_MS } from '../policies';
import { COOKIES, readCookie, writeCookie } from './cookies';

export function issueAccessGrant(ctx: Koa.Context, s: HandlerDeps, now: number): number {
  const expiresAt = now + ACCESS_GRANT_TTL_MS;
  writeCookie(
    ctx,
    COOKIES.access,
    s.tokens.sign('access-grant', [], expiresAt),
    ACCESS_GRANT_TTL_MS,
  );
  return expiresAt;
}

/** Spec section 4's gate, on the server: sign-in and sign-up need a verified district access code. */
export function requireAccessGrant(s: HandlerDeps): Koa.Middleware {
  return async (ctx, next) => {
    if (!s.tokens.verify('access-grant', readCookie(ctx, COOKIES.access), s.clock().getTime())) {
      throw new ForbiddenError('Authorized access required', { code: 'ACCESS_CODE_REQUIRED' });
    }
    await next();
  };
}
