import type Koa from 'koa';
import { passcodeRequestSchema } from '@d742/contracts';
import { UnauthorizedError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { forgetDevice, readDevice } from '../http/device';
import { requestBody } from '../http/request';
import { respondError } from '../http/respond-error';
import { signIn } from '../http/sign-in';
import { respondTooManyAttempts } from '../http/too-many-attempts';
import { PASSCODE_PER_DEVICE } from '../policies';
import { verifySecret } from '../security/passwords';

export const DEVICE_UNKNOWN =
  'Sign in with your password on this device first to use your passcode.';
export const INVALID_PASSCODE = 'Invalid passcode';
export const PASSCODE_BLOCKED =
  'Too many wrong passcodes. Sign in with your password on this device.';

export function passcodeHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { passcode } = validate(passcodeRequestSchema, requestBody(ctx));
    const now = s.clock().getTime();
    const device = readDevice(ctx, s);
    const unknownDevice = () => {
      forgetDevice(ctx);
      respondError(ctx, 401, DEVICE_UNKNOWN, 'PASSCODE_DEVICE_UNKNOWN');
    };
    if (!device) return unknownDevice();

    const key = `passcode:${device.deviceId}`;
    const tooMany = (blockedUntil: number) => {
      forgetDevice(ctx);
      respondTooManyAttempts(
        ctx,
        { error: PASSCODE_BLOCKED, code: 'PASSCODE_BLOCKED', blockedUntil },
        now,
      );
    };
    const current = await s.attempts.state(key, PASSCODE_PER_DEVICE, now);
    if (current.blockedUntil) return tooMany(current.blockedUntil);

    const user = await s.users.findById(device.userId);
    if (!user) return unknownDevice();
    if (!(await verifySecret(user.passcodeHash, passcode))) {
      const after = await s.attempts.fail(key, PASSCODE_PER_DEVICE, now);
      if (after.blockedUntil) return tooMany(after.blockedUntil);
      throw new UnauthorizedError(INVALID_PASSCODE, { code: 'INVALID_PASSCODE' });
    }

    await s.attempts.reset(key);
    ctx.body = await signIn(ctx, s, user, { rememberDevice: false });
  };
}
