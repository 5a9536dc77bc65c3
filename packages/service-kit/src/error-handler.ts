import type Koa from 'koa';
import type pino from 'pino';
import {
  AppError,
  DatabaseUnavailableError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors';
import { languageFromHeader } from './language';
import { isDatabaseUnavailable } from './mongo';

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/** Errors from body parsing and `ctx.throw` become AppErrors; anything else stays unexpected. */
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (!error || typeof error !== 'object') return undefined;
  const { status, statusCode, expose, type, message } = error as HttpLikeError;
  const code =
    typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (code === 413 || type === 'entity.too.large') return new PayloadTooLargeError();
  // co-body marks unparsable JSON as a SyntaxError with status 400.
  if (type === 'entity.parse.failed' || (code === 400 && error instanceof SyntaxError))
    return new ValidationError('Malformed JSON body', { code: 'INVALID_JSON' });
  if (code === 415) return new UnsupportedMediaTypeError();
  if (code === 404) return new NotFoundError();
  if (code && code >= 400 && code < 500 && expose !== false) {
    return new AppError(code, typeof message === 'string' && message ? message : 'Bad request', {
      defaultCode: 'BAD_REQUEST',
    });
  }
  return undefined;
}

/** The one place errors become responses: `{ error, code, details? }`; only unexpected ones are logged. */
export function errorHandler(logger: pino.Logger): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) throw new NotFoundError();
    } catch (error) {
      const unreachable = isDatabaseUnavailable(error);
      if (unreachable) {
        logger.warn({ err: error, method: ctx.method, path: ctx.path }, 'database unavailable');
      }
      const appError = unreachable
        ? new DatabaseUnavailableError(languageFromHeader(ctx.get('accept-language')))
        : toAppError(error);
      ctx.set('Cache-Control', 'no-store');
      if (appError) {
        ctx.status = appError.status;
        ctx.body = {
          ...appError.fields,
          error: appError.message,
          code: appError.code,
          ...(appError.details === undefined ? {} : { details: appError.details }),
        };
        return;
      }
      logger.error(
        { err: error, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path },
        'unexpected error',
      );
      ctx.status = 500;
      ctx.body = { error: 'Internal server error', code: 'INTERNAL' };
    }
  };
}
