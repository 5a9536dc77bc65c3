import type Koa from 'koa';
import { ForbiddenError } from '@d742/service-kit';
import type { Services } from '../deps';
import { ACCESS_GRANT_TTL_MS } from '../policies';
import { COOKIES, readCookie, writeCookie } from './cookies';

export function issueAccessGrant(ctx: Koa.Context, s: Services, now: number): number {
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
export function requireAccessGrant(s: Services): Koa.Middleware {
  return async (ctx, next) => {
    if (!s.tokens.verify('access-grant', readCookie(ctx, COOKIES.access), s.now())) {
      throw new ForbiddenError('Authorized access required', { code: 'ACCESS_CODE_REQUIRED' });
    }
    await next();
  };
}
