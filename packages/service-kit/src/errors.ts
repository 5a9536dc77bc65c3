export interface AppErrorOptions {
  code?: string;
  details?: unknown;
  /** Extra top-level fields of the answer, e.g. `{ service: 'academics' }` (never `error` or `code`). */
  fields?: Readonly<Record<string, string | number | boolean>>;
}

/** An expected failure: the error handler answers `{ error, code, details?, ...fields }` with `status`. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly expose: boolean;
  readonly details?: unknown;
  readonly fields?: Readonly<Record<string, string | number | boolean>>;

  constructor(status: number, message: string, opts: AppErrorOptions & { defaultCode: string }) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = opts.code ?? opts.defaultCode;
    this.expose = status < 500 || status === 501;
    if (opts.details !== undefined) this.details = opts.details;
    if (opts.fields !== undefined) this.fields = opts.fields;
  }
}

function defineError(status: number, defaultCode: string, defaultMessage: string) {
  return class extends AppError {
    constructor(message?: string, opts: AppErrorOptions = {}) {
      super(status, message ?? defaultMessage, { ...opts, defaultCode });
    }
  };
}

export class ValidationError extends defineError(400, 'VALIDATION_FAILED', 'Invalid request') {}
export class UnauthorizedError extends defineError(401, 'UNAUTHORIZED', 'Not signed in') {}
export class ForbiddenError extends defineError(403, 'FORBIDDEN', 'Forbidden') {}
export class NotFoundError extends defineError(404, 'NOT_FOUND', 'Not found') {}
export class ConflictError extends defineError(409, 'CONFLICT', 'Conflict') {}
export class PayloadTooLargeError extends defineError(
  413,
  'PAYLOAD_TOO_LARGE',
  'Request body too large',
) {}
export class UnsupportedMediaTypeError extends defineError(
  415,
  'UNSUPPORTED_MEDIA_TYPE',
  'Request body must be JSON',
) {}
export class TooManyRequestsError extends defineError(
  429,
  'TOO_MANY_REQUESTS',
  'Too many requests',
) {}
export class NotImplementedError extends defineError(
  501,
  'NOT_IMPLEMENTED',
  'This feature is not available yet',
) {}

/**
 * The service's database cannot be reached (down, restarting, cut off): 503, in the reader's
 * language. Nothing was written; the same call succeeds once the database is back.
 */
export class DatabaseUnavailableError extends AppError {
  static readonly MESSAGES = {
    so: 'Xogta hadda lama gaari karo. Fadlan isku day mar kale wax yar kadib.',
    en: 'The data cannot be reached right now. Please try again in a moment.',
  } as const;

  constructor(language: 'so' | 'en' = 'so') {
    super(503, DatabaseUnavailableError.MESSAGES[language], {
      defaultCode: 'DATABASE_UNAVAILABLE',
    });
  }
}
