import type Koa from 'koa';
import { loginRequestSchema } from '@d742/contracts';
import { UnauthorizedError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { clientIp, requestBody } from '../http/request';
import { signIn } from '../http/sign-in';
import { respondTooManyAttempts } from '../http/too-many-attempts';
import { LOGIN_PER_USERNAME_AND_IP } from '../policies';
import { verifySecret } from '../security/passwords';

export const INVALID_CREDENTIALS =
  'Invalid credentials. Please contact your school district for access.';
export const LOGIN_BLOCKED = 'Too many failed sign-in attempts. Please wait before trying again.';

export function loginHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { username, password } = validate(loginRequestSchema, requestBody(ctx));
    const now = s.clock().getTime();
    const key = `login:${username.toLowerCase()}|${clientIp(ctx)}`;
    const tooMany = (blockedUntil: number) =>
      respondTooManyAttempts(
        ctx,
        { error: LOGIN_BLOCKED, code: 'TOO_MANY_ATTEMPTS', blockedUntil },
        now,
      );

    const current = await s.attempts.state(key, LOGIN_PER_USERNAME_AND_IP, now);
    if (current.blockedUntil) return tooMany(current.blockedUntil);

    const user = await s.users.findByLogin(username);
    if (!(await verifySecret(user?.passwordHash, password)) || !user) {
      const after = await s.attempts.fail(key, LOGIN_PER_USERNAME_AND_IP, now);
      if (after.blockedUntil) return tooMany(after.blockedUntil);
      throw new UnauthorizedError(INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
    }

    await s.attempts.reset(key);
    ctx.body = await signIn(ctx, s, user, { rememberDevice: true });
  };
}
