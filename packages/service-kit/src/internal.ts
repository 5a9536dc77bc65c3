import type { PublishEventRequest } from '@d742/contracts';
import { signIdentity } from './identity';

const DEFAULT_TIMEOUT_MS = 3000;

/** The other service could not be reached at all (refused, reset, timed out): nothing was answered. */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`${url} could not be reached`, options);
    this.name = 'ServiceUnreachableError';
  }
}

/** The other service answered, but not with 2xx. */
export class ServiceRefusedError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${url} answered ${status}: ${body.slice(0, 200)}`);
    this.name = 'ServiceRefusedError';
  }
}

export interface InternalClientOptions {
  /** e.g. http://127.0.0.1:4102 */
  baseUrl: string;
  secret: string;
  /** Who calls, in the signed identity (role is always `system`). */
  caller?: string;
  timeoutMs?: number;
}

export interface InternalRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  timeoutMs?: number;
}

export interface InternalClient {
  /** Any answer, whatever its status; throws `ServiceUnreachableError` when there is none. */
  request(path: string, init?: InternalRequest): Promise<Response>;
  /** A 2xx answer's JSON; throws `ServiceRefusedError` on any other status. */
  json(path: string, init?: InternalRequest): Promise<unknown>;
}

/**
 * The one way services and the gateway call each other: signed as role `system` with the shared
 * secret (docs/decisions/001), bounded in time, JSON in and out.
 */
export function createInternalClient(opts: InternalClientOptions): InternalClient {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const caller = opts.caller ?? 'system';

  async function request(path: string, init: InternalRequest = {}): Promise<Response> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = signIdentity(opts.secret, {
      userId: caller,
      role: 'system',
      clientIp: '127.0.0.1',
    });
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetch(url, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new ServiceUnreachableError(url.toString(), { cause });
    }
  }

  return {
    request,
    async json(path, init) {
      const response = await request(path, init);
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new ServiceRefusedError(response.url || `${base}${path}`, response.status, text);
      }
      return response.json();
    },
  };
}

/** Asks the gateway to deliver a live event to some users' sockets; resolves to the sockets reached. */
export async function publishLiveEvent(opts: {
  gatewayUrl: string;
  secret: string;
  request: PublishEventRequest;
  timeoutMs?: number;
}): Promise<number> {
  const gateway = createInternalClient({ baseUrl: opts.gatewayUrl, secret: opts.secret });
  const answer = (await gateway.json('/internal/events', {
    body: opts.request,
    timeoutMs: opts.timeoutMs,
  })) as { delivered?: unknown } | null;
  return typeof answer?.delivered === 'number' ? answer.delivered : 0;
}
