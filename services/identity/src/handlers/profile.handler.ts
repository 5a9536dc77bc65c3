import type Koa from 'koa';
import type { HandlerDeps } from './context';
import { toProfile } from '../user-dto';
import { currentUser } from './current-user';

export function profileHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    ctx.body = toProfile(await currentUser(ctx, s));
  };
}
