import type Koa from 'koa';
import { adminLoginRequestSchema, type AdminSignInInfo } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { UnauthorizedError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { clientIp, requestBody } from '../http/request';
import { signIn } from '../http/sign-in';
import { respondTooManyAttempts } from '../http/too-many-attempts';
import { ADMIN_LOGIN_PER_IP, ADMIN_LOGIN_PER_USERNAME_AND_IP } from '../policies';
import { verifySecret } from '../security/passwords';
import { recordAudit } from './audit';
import { LOGIN_BLOCKED } from './login.handler';

/** The same answer for a wrong password, an unknown account and a non-administrator's account. */
export const ADMIN_INVALID_CREDENTIALS = 'Invalid Credentials';

/** GET /api/admin/sign-in-info (no session): the demo administrator, only in demo mode. */
export function adminSignInInfoHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { username, password } = DEMO_USERS.admin;
    const body: AdminSignInInfo = {
      demoCredentials: s.config.demoMode ? { username, password } : null,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}

/**
 * POST /api/admin/login: like the parents' sign-in, but only an administrator's account gets in
 * and the district access code is not asked for. Limited per username+IP and per IP.
 */
export function adminLoginHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { username, password } = validate(adminLoginRequestSchema, requestBody(ctx));
    const now = s.clock().getTime();
    const ip = clientIp(ctx);
    const keys = [
      {
        key: `admin-login:${username.toLowerCase()}|${ip}`,
        policy: ADMIN_LOGIN_PER_USERNAME_AND_IP,
      },
      { key: `admin-login-ip:${ip}`, policy: ADMIN_LOGIN_PER_IP },
    ];
    const tooMany = (blockedUntil: number) =>
      respondTooManyAttempts(
        ctx,
        { error: LOGIN_BLOCKED, code: 'TOO_MANY_ATTEMPTS', blockedUntil },
        now,
      );

    for (const { key, policy } of keys) {
      const state = await s.attempts.state(key, policy, now);
      if (state.blockedUntil) return tooMany(state.blockedUntil);
    }

    const user = await s.users.findByLogin(username);
    // The hash is always checked first, so a parent's account costs the same time as an admin's.
    const valid = await verifySecret(user?.passwordHash, password);
    if (!valid || !user || user.role !== 'admin') {
      let blockedUntil = 0;
      for (const { key, policy } of keys) {
        const after = await s.attempts.fail(key, policy, now);
        blockedUntil = Math.max(blockedUntil, after.blockedUntil ?? 0);
      }
      if (blockedUntil) return tooMany(blockedUntil);
      throw new UnauthorizedError(ADMIN_INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
    }

    await s.attempts.reset(keys[0]!.key);
    // No device cookie: an administrator always signs in with the password, never a passcode.
    ctx.body = await signIn(ctx, s, user, { rememberDevice: false });
    await recordAudit(s, user, 'admin.sign-in', user.username, { ip });
  };
}
