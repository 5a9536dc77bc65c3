import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type pino from 'pino';

const REQUEST_ID_HEADER = 'x-request-id';

/** Gives every request an id (kept from the caller when sane) and logs one line per request, without bodies. */
export function requestLog(logger: pino.Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const requestId = /^[\w.:-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const fields = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(performance.now() - started),
        userId: ctx.state.identity?.userId || undefined,
      };
      // 501 is the expected answer of a feature not built yet, not a failure worth an error line.
      if (ctx.status >= 500 && ctx.status !== 501) logger.error(fields, 'request failed');
      else logger.info(fields, 'request');
    }
  };
}
