import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { HandlerDeps } from '../handlers/context';
import { DEVICE_TTL_MS } from '../policies';
import { COOKIES, clearCookie, readCookie, writeCookie } from './cookies';

/** "This browser signed in with user X's password": what unlocks the passcode, like a phone PIN. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

export function rememberDevice(
  ctx: Koa.Context,
  s: HandlerDeps,
  userId: string,
  now: number,
): void {
  const deviceId = randomBytes(12).toString('base64url');
  writeCookie(
    ctx,
    COOKIES.device,
    s.tokens.sign('device', [userId, deviceId], now + DEVICE_TTL_MS),
    DEVICE_TTL_MS,
  );
}

export function readDevice(ctx: Koa.Context, s: HandlerDeps): KnownDevice | null {
  const parts = s.tokens.verify('device', readCookie(ctx, COOKIES.device), s.clock().getTime());
  if (!parts || parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { userId: parts[0], deviceId: parts[1] };
}

export function forgetDevice(ctx: Koa.Context): void {
  clearCookie(ctx, COOKIES.device);
}
