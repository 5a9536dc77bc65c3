import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import {
  ACCESS_CODE_MAX_ATTEMPTS,
  accessCodeRequestSchema,
  type AccessCodeFailure,
  type AccessCodeResponse,
} from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { issueAccessGrant } from '../http/access-grant';
import { CLIENT_ID_TTL_MS, ACCESS_CODE_PER_CLIENT, ACCESS_CODE_PER_IP } from '../policies';
import { COOKIES, readCookie, writeCookie } from '../http/cookies';
import { clientIp, requestBody } from '../http/request';
import { respondTooManyAttempts } from '../http/too-many-attempts';

export const ACCESS_BLOCKED_NOW =
  'Access temporarily blocked. Contact your administrator for assistance.';
export const ACCESS_STILL_BLOCKED = 'Too many failed attempts. Please wait before trying again.';

const CLIENT_ID = /^[A-Za-z0-9_-]{22}$/;

function ensureClientId(ctx: Koa.Context): string {
  const existing = readCookie(ctx, COOKIES.client);
  if (existing && CLIENT_ID.test(existing)) return existing;
  const created = randomBytes(16).toString('base64url');
  writeCookie(ctx, COOKIES.client, created, CLIENT_ID_TTL_MS);
  return created;
}

function blocked(ctx: Koa.Context, error: string, blockedUntil: number, now: number): void {
  const body = {
    error,
    code: 'ACCESS_BLOCKED',
    attemptsRemaining: 0,
    blockedUntil,
  } satisfies AccessCodeFailure;
  respondTooManyAttempts(ctx, body, now);
}

export function verifyAccessCodeHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { accessCode } = validate(accessCodeRequestSchema, requestBody(ctx));
    const now = s.clock().getTime();
    const clientKey = `access-client:${ensureClientId(ctx)}`;
    const ipKey = `access-ip:${clientIp(ctx)}`;

    const states = await Promise.all([
      s.attempts.state(clientKey, ACCESS_CODE_PER_CLIENT, now),
      s.attempts.state(ipKey, ACCESS_CODE_PER_IP, now),
    ]);
    const activeBlock = Math.max(...states.map((st) => st.blockedUntil ?? 0));
    if (activeBlock > 0) return blocked(ctx, ACCESS_STILL_BLOCKED, activeBlock, now);

    if (await s.accessCodes.matches(accessCode)) {
      await s.attempts.reset(clientKey);
      const body: AccessCodeResponse = { granted: true, expiresAt: issueAccessGrant(ctx, s, now) };
      ctx.body = body;
      return;
    }

    const [client, byIp] = await Promise.all([
      s.attempts.fail(clientKey, ACCESS_CODE_PER_CLIENT, now),
      s.attempts.fail(ipKey, ACCESS_CODE_PER_IP, now),
    ]);
    const newBlock = Math.max(client.blockedUntil ?? 0, byIp.blockedUntil ?? 0);
    if (newBlock > 0) return blocked(ctx, ACCESS_BLOCKED_NOW, newBlock, now);

    const attemptsRemaining = Math.max(0, ACCESS_CODE_MAX_ATTEMPTS - client.failures);
    const body: AccessCodeFailure = {
      error: `Invalid access code. ${attemptsRemaining} attempts remaining.`,
      code: 'ACCESS_CODE_INVALID',
      attemptsRemaining,
    };
    ctx.status = 401;
    ctx.body = body;
  };
}
