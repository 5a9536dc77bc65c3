import { randomInt } from 'node:crypto';
import type Koa from 'koa';
import {
  accessCodeRotateRequestSchema,
  type AccessCodeRotateResponse,
  type AccessCodeStatus,
} from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { requestBody } from '../http/request';
import { recordAudit } from './audit';
import { currentUser } from './current-user';

/** No 0/O, 1/I/L: a code read aloud or copied from paper comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 10;

export function generateAccessCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** GET /api/admin/access-code: where the valid code came from and when (never the code). */
export function accessCodeStatusHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const status = await s.accessCodes.status();
    const body: AccessCodeStatus = {
      source: status.source,
      rotatedAt: status.rotatedAt ? status.rotatedAt.toISOString() : null,
    };
    ctx.body = body;
  };
}

/** POST /api/admin/access-code: the new code is the only valid one; it is shown this once. */
export function rotateAccessCodeHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { accessCode: chosen } = validate(accessCodeRotateRequestSchema, requestBody(ctx));
    const admin = await currentUser(ctx, s);
    const accessCode = chosen ?? generateAccessCode();
    const rotatedAt = await s.accessCodes.rotate(accessCode, s.clock().getTime());
    // The audit says that it changed, never to what.
    await recordAudit(s, admin, 'access-code.rotate', 'access-code', { generated: !chosen });
    const body: AccessCodeRotateResponse = { accessCode, rotatedAt: rotatedAt.toISOString() };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
