import type Koa from 'koa';
import type { Services } from '../deps';
import { COOKIES, clearCookie, readCookie } from '../http/cookies';

export function logoutHandler(s: Services): Koa.Middleware {
  return async (ctx) => {
    await s.sessions.revoke(readCookie(ctx, COOKIES.session));
    clearCookie(ctx, COOKIES.session);
    ctx.status = 204;
  };
}
