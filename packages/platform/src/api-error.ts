import type { ErrorBody } from '@d742/contracts';

/**
 * `{ error, code? }` as errorBodySchema describes it, read without zod: every failed call of the
 * sign-in page builds an ApiError, and that page loads no zod (decision 017). The tests hold the
 * two readings together.
 */
export function readErrorBody(data: unknown): Pick<ErrorBody, 'error' | 'code'> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { error, code } = data as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  return code === undefined ? { error } : { error, code };
}

/**
 * A non-success HTTP answer. `message` follows spec section 8: "<status>: <body or statusText>".
 * `code`/`serverMessage` come from the JSON error body `{ error, code }` when there is one, and
 * `data` keeps the whole parsed body (e.g. attemptsRemaining of the access-code call).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code?: string;
  readonly serverMessage?: string;
  readonly data?: unknown;

  constructor(status: number, body: string, statusText = '', data?: unknown) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = data;
    const parsed = readErrorBody(data);
    if (parsed) {
      this.code = parsed.code;
      this.serverMessage = parsed.error;
    }
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    const body = await res.text().catch(() => '');
    let data: unknown;
    try {
      data = body ? JSON.parse(body) : undefined;
    } catch {
      data = undefined;
    }
    return new ApiError(res.status, body, res.statusText, data);
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** fetch() rejects (offline, DNS, refused) instead of answering: callers show a connection message. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === NETWORK_ERROR_CODE;
  return error instanceof TypeError;
}
