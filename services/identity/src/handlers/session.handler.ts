import type Koa from 'koa';
import type { Services } from '../deps';
import { toUser } from '../user-dto';
import { currentUser } from './current-user';

export function sessionHandler(s: Services): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toUser(await currentUser(ctx, s));
  };
}
