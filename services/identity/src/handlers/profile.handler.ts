import type Koa from 'koa';
import type { Services } from '../deps';
import { toProfile } from '../user-dto';
import { currentUser } from './current-user';

export function profileHandler(s: Services): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toProfile(await currentUser(ctx, s));
  };
}
