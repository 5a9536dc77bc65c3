import { z } from 'zod';
import type { PublishEventRequest } from '@d742/contracts';
import { signIdentity } from './identity';

const DEFAULT_TIMEOUT_MS = 3000;

/** Nothing was answered: refused, reset, unknown host, or no (complete) answer in time. */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`${url} could not be reached`, options);
    this.name = 'ServiceUnreachableError';
  }

  /** The time limit ran out, as opposed to the connection failing. */
  get timedOut(): boolean {
    // A DOMException, which is no `instanceof Error` in every realm (jest's, for one).
    return (this.cause as { name?: unknown } | undefined)?.name === 'TimeoutError';
  }
}

/** The other service answered, with a status other than 2xx. */
export class ServiceRefusedError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    /** Its JSON when the answer was JSON, otherwise its text. */
    readonly body: unknown,
  ) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    super(`${url} answered ${status}: ${text.slice(0, 200)}`);
    this.name = 'ServiceRefusedError';
  }
}

/** A 2xx answer that is not JSON or not what the schema expects: the two sides disagree on the contract. */
export class ServiceAnswerInvalidError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    options: { cause: unknown },
  ) {
    super(`${url} answered ${status} with a body that does not match its contract`, options);
    this.name = 'ServiceAnswerInvalidError';
  }
}

export interface InternalClientOptions {
  /** e.g. http://127.0.0.1:4102 */
  baseUrl: string;
  secret: string;
  /** Who calls, as the user id of the signed identity (the role is always `system`). */
  caller?: string;
  timeoutMs?: number;
}

export interface InternalCallOptions<S extends z.ZodType> {
  /** Search parameters; undefined values are left out. */
  query?: Readonly<Record<string, string | undefined>>;
  /** Parses a 2xx answer; without it the answer's JSON comes back as `unknown`. */
  schema?: S;
  timeoutMs?: number;
}

export interface InternalClient {
  get<S extends z.ZodType = z.ZodUnknown>(
    path: string,
    options?: InternalCallOptions<S>,
  ): Promise<z.output<S>>;
  post<S extends z.ZodType = z.ZodUnknown>(
    path: string,
    body: unknown,
    options?: InternalCallOptions<S>,
  ): Promise<z.output<S>>;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The one way services and the gateway call each other (docs/decisions/001): signed as role
 * `system`, bounded in time, JSON in and out. Callers decide what each failure means to them:
 * `ServiceUnreachableError` (no answer), `ServiceRefusedError` (an answer with status N and its
 * body), `ServiceAnswerInvalidError` (a 2xx answer breaking the contract).
 */
export function createInternalClient(opts: InternalClientOptions): InternalClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const caller = opts.caller ?? 'system';

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    options: InternalCallOptions<S> = {},
  ): Promise<z.output<S>> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    const headers = signIdentity(opts.secret, {
      userId: caller,
      role: 'system',
      clientIp: '127.0.0.1',
    });
    if (body !== undefined) headers['content-type'] = 'application/json';

    let status: number;
    let text: string;
    try {
      // The signal also bounds reading the body: a server that stalls mid-answer counts as unreachable.
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      throw new ServiceUnreachableError(url.toString(), { cause });
    }

    const json = parseJson(text);
    if (status < 200 || status > 299)
      throw new ServiceRefusedError(url.toString(), status, json.ok ? json.value : text);
    if (!json.ok)
      throw new ServiceAnswerInvalidError(url.toString(), status, { cause: json.error });
    if (!options.schema) return json.value as z.output<S>;
    const parsed = options.schema.safeParse(json.value);
    if (!parsed.success)
      throw new ServiceAnswerInvalidError(url.toString(), status, { cause: parsed.error });
    return parsed.data as z.output<S>;
  }

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
  };
}

const publishedSchema = z.object({ delivered: z.number().int().nonnegative() });

/** Asks the gateway to deliver a live event to some users' sockets; resolves to the sockets reached. */
export async function publishLiveEvent(opts: {
  gatewayUrl: string;
  secret: string;
  request: PublishEventRequest;
  timeoutMs?: number;
}): Promise<number> {
  const gateway = createInternalClient({ baseUrl: opts.gatewayUrl, secret: opts.secret });
  const { delivered } = await gateway.post('/internal/events', opts.request, {
    schema: publishedSchema,
    timeoutMs: opts.timeoutMs,
  });
  return delivered;
}
