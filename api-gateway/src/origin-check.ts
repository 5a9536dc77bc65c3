import type { Middleware } from 'koa';
import { ForbiddenError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when an Origin header is absent or names this very host (the only origin we serve). */
export function isSameOrigin(origin: string | undefined, host: string): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Cross-site writes are refused: the browser's session cookie must not act for another site. */
export function originCheck(): Middleware {
  return async (ctx, next) => {
    if (WRITE_METHODS.has(ctx.method) && !isSameOrigin(ctx.get('origin') || undefined, ctx.host)) {
      throw new ForbiddenError('Cross-origin request refused', { code: 'ORIGIN_MISMATCH' });
    }
    return next();
  };
}
