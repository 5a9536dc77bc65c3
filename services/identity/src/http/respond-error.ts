import type Koa from 'koa';

/**
 * Error answer that keeps the cookies already set on this response (a thrown error's handler may
 * drop headers); the shape matches service-kit's `{ error, code }`.
 */
export function respondError(ctx: Koa.Context, status: number, error: string, code: string): void {
  ctx.status = status;
  ctx.body = { error, code };
}
