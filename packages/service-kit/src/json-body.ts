import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { UnsupportedMediaTypeError, ValidationError } from './errors';
import { findForbiddenKey } from './sanitize';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function hasBody(ctx: Koa.Context): boolean {
  if (ctx.get('transfer-encoding')) return true;
  const length = Number(ctx.get('content-length') || '0');
  return Number.isFinite(length) && length > 0;
}

/**
 * Parses JSON bodies up to `limit` (413 above), refuses other content types (415) and keys that
 * could become MongoDB operators (400). Paths under `rawPrefixes` are left untouched for their
 * own parser (e.g. audio uploads).
 */
export function jsonBody(limit: string, rawPrefixes: readonly string[] = []): Koa.Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, jsonStrict: true });
  return async (ctx, next) => {
    if (
      !BODY_METHODS.has(ctx.method) ||
      rawPrefixes.some((prefix) => ctx.path.startsWith(prefix))
    ) {
      await next();
      return;
    }
    if (!hasBody(ctx)) {
      ctx.request.body = {};
      await next();
      return;
    }
    if (!ctx.is('json')) throw new UnsupportedMediaTypeError();
    await parse(ctx, async () => {
      const forbidden = findForbiddenKey(ctx.request.body);
      if (forbidden) {
        throw new ValidationError('Field names may not start with "$" or contain "."', {
          code: 'FORBIDDEN_KEY',
          details: { key: forbidden },
        });
      }
      await next();
    });
  };
}
