import type Koa from 'koa';
import type { User } from '@d742/contracts';
import type { HandlerDeps } from '../handlers/context';
import type { UserRecord } from '../models/user.model';
import { toUser } from '../user-dto';
import { COOKIES, readCookie, writeCookie } from './cookies';
import { rememberDevice } from './device';
import { clientIp } from './request';

/** Opens a session (replacing any this browser had) and answers with the public user. */
export async function signIn(
  ctx: Koa.Context,
  s: HandlerDeps,
  user: UserRecord,
  opts: { rememberDevice: boolean },
): Promise<User> {
  const now = s.clock().getTime();
  await s.sessions.revoke(readCookie(ctx, COOKIES.session));
  const { token } = await s.sessions.create({
    userId: user._id,
    ip: clientIp(ctx),
    userAgent: ctx.get('user-agent'),
    now,
    ttlMs: s.config.sessionTtlMs,
  });
  writeCookie(ctx, COOKIES.session, token, s.config.sessionTtlMs);
  if (opts.rememberDevice) rememberDevice(ctx, s, user._id.toHexString(), now);
  return toUser(user);
}
