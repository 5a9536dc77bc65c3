import type Koa from 'koa';
import {
  passcodeChangeSchema,
  passwordChangeSchema,
  type SecretChangeResponse,
} from '@d742/contracts';
import { ForbiddenError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { currentSessionId } from '../http/current-session';
import { requestBody } from '../http/request';
import { respondTooManyAttempts } from '../http/too-many-attempts';
import type { UserRecord } from '../models/user.model';
import { SECRET_CHANGE_PER_USER } from '../policies';
import { hashSecret, verifySecret } from '../security/passwords';
import { currentUser } from './current-user';

export const WRONG_PASSWORD = 'The current password is not correct';
export const SECRET_CHANGE_BLOCKED = 'Too many wrong passwords. Please wait before trying again.';

/**
 * Both secret changes: the current password first (wrong ones are counted per person, so a
 * stolen session cannot guess it), then the new secret, then every OTHER session of the person
 * is signed out; this one stays.
 */
function secretChange<T extends { currentPassword: string }>(
  s: HandlerDeps,
  parse: (body: unknown) => T,
  secretsOf: (form: T) => Promise<{ passwordHash?: string; passcodeHash?: string }>,
): Koa.Middleware {
  return async (ctx) => {
    const form = parse(requestBody(ctx));
    const user: UserRecord = await currentUser(ctx, s);
    const now = s.clock().getTime();
    const key = `secret-change:${user._id.toHexString()}`;
    const tooMany = (blockedUntil: number) =>
      respondTooManyAttempts(
        ctx,
        { error: SECRET_CHANGE_BLOCKED, code: 'TOO_MANY_ATTEMPTS', blockedUntil },
        now,
      );

    const current = await s.attempts.state(key, SECRET_CHANGE_PER_USER, now);
    if (current.blockedUntil) return tooMany(current.blockedUntil);
    if (!(await verifySecret(user.passwordHash, form.currentPassword))) {
      const after = await s.attempts.fail(key, SECRET_CHANGE_PER_USER, now);
      if (after.blockedUntil) return tooMany(after.blockedUntil);
      throw new ForbiddenError(WRONG_PASSWORD, { code: 'WRONG_PASSWORD' });
    }
    await s.attempts.reset(key);

    await s.users.setSecrets(user._id, await secretsOf(form));
    const keep = await currentSessionId(ctx, s, user._id);
    const body: SecretChangeResponse = {
      revokedSessions: await s.sessions.revokeOthers(user._id, keep),
    };
    ctx.body = body;
  };
}

export function passwordChangeHandler(s: HandlerDeps): Koa.Middleware {
  return secretChange(
    s,
    (body) => validate(passwordChangeSchema, body),
    async (form) => ({ passwordHash: await hashSecret(form.newPassword) }),
  );
}

/** Sets a first passcode or replaces the current one. */
export function passcodeChangeHandler(s: HandlerDeps): Koa.Middleware {
  return secretChange(
    s,
    (body) => validate(passcodeChangeSchema, body),
    async (form) => ({ passcodeHash: await hashSecret(form.passcode) }),
  );
}
