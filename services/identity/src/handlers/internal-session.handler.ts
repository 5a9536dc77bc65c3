import type Koa from 'koa';
import { NotFoundError } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { toUser } from '../user-dto';

/** The gateway's session lookup, called with the raw d742_sid value. */
export function internalSessionHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const session = await s.sessions.findLive(String(ctx.params.sid ?? ''), s.clock().getTime());
    if (!session) throw new NotFoundError('Session not found', { code: 'SESSION_NOT_FOUND' });
    const user = await s.users.findById(session.userId.toHexString());
    if (!user) {
      await s.sessions.revokeById(session._id);
      throw new NotFoundError('Session not found', { code: 'SESSION_NOT_FOUND' });
    }
    ctx.body = { user: toUser(user) };
  };
}
