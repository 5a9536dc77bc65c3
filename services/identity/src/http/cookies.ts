import type Koa from 'koa';
import { COOKIE_NAMES } from '@d742/contracts';

export const COOKIES = COOKIE_NAMES;
export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Cookies that only the auth calls need stay on /api/auth; the session cookie goes everywhere. */
const PATHS: Record<CookieName, string> = {
  [COOKIES.session]: '/',
  [COOKIES.access]: '/api/auth',
  [COOKIES.device]: '/api/auth',
  [COOKIES.client]: '/api/auth',
};

function isHttps(ctx: Koa.Context): boolean {
  const forwarded = ctx.get('x-forwarded-proto').split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || ctx.protocol === 'https';
}

export function readCookie(ctx: Koa.Context, name: CookieName): string | undefined {
  return ctx.cookies.get(name, { signed: false }) || undefined;
}

export function writeCookie(
  ctx: Koa.Context,
  name: CookieName,
  value: string,
  maxAgeMs: number,
): void {
  const secure = isHttps(ctx);
  // The gateway terminates TLS; trust its x-forwarded-proto only for the Secure flag.
  ctx.cookies.secure = secure;
  ctx.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: PATHS[name],
    secure,
    maxAge: maxAgeMs,
    overwrite: true,
    signed: false,
  });
}

export function clearCookie(ctx: Koa.Context, name: CookieName): void {
  const secure = isHttps(ctx);
  ctx.cookies.secure = secure;
  ctx.cookies.set(name, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: PATHS[name],
    secure,
    expires: new Date(0),
    overwrite: true,
    signed: false,
  });
}
