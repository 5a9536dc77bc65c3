import type Koa from 'koa';
import type { HandlerDeps } from './context';
import { COOKIES, clearCookie, readCookie } from '../http/cookies';

export function logoutHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    await s.sessions.revoke(readCookie(ctx, COOKIES.session));
    clearCookie(ctx, COOKIES.session);
    ctx.status = 204;
  };
}
