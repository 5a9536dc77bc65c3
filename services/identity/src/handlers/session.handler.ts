import type Koa from 'koa';
import type { HandlerDeps } from './context';
import { toUser } from '../user-dto';
import { currentUser } from './current-user';

export function sessionHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toUser(await currentUser(ctx, s));
  };
}
