import type Koa from 'koa';
import type { Types } from 'mongoose';
import type { HandlerDeps } from '../handlers/context';
import { COOKIES, readCookie } from './cookies';

/** The id of this browser's live session when it belongs to `userId`, else null. */
export async function currentSessionId(
  ctx: Koa.Context,
  s: HandlerDeps,
  userId: Types.ObjectId,
): Promise<Types.ObjectId | null> {
  const session = await s.sessions.findLive(readCookie(ctx, COOKIES.session), s.clock().getTime());
  return session && session.userId.equals(userId) ? session._id : null;
}
