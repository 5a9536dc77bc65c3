import type Koa from 'koa';

/** 429 with Retry-After; extra fields (attemptsRemaining…) go beside error and code. */
export function respondTooManyAttempts(
  ctx: Koa.Context,
  body: { error: string; code: string; blockedUntil: number } & Record<string, unknown>,
  now: number,
): void {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil((body.blockedUntil - now) / 1000))));
  ctx.status = 429;
  ctx.body = body;
}
