import type { PublishEventRequest } from '@d742/contracts';
import { signIdentity } from './identity';

const INTERNAL_TIMEOUT_MS = 3000;

/** Headers for a service-to-service call made on the system's own behalf. */
export function systemIdentityHeaders(secret: string): Record<string, string> {
  return signIdentity(secret, { userId: 'system', role: 'system', clientIp: '127.0.0.1' });
}

/** A signed internal JSON call; throws on network failure, timeout or a non-2xx answer. */
export async function callInternal(opts: {
  url: string;
  secret: string;
  method?: string;
  body?: unknown;
  timeoutMs?: number;
}): Promise<Response> {
  const response = await fetch(opts.url, {
    method: opts.method ?? 'GET',
    headers: {
      ...systemIdentityHeaders(opts.secret),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? INTERNAL_TIMEOUT_MS),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(
      `${opts.method ?? 'GET'} ${opts.url} answered ${response.status}: ${text.slice(0, 200)}`,
    );
  }
  return response;
}

/** Asks the gateway to deliver a live event to some users' sockets. */
export async function publishLiveEvent(opts: {
  gatewayUrl: string;
  secret: string;
  request: PublishEventRequest;
}): Promise<void> {
  const response = await callInternal({
    url: `${opts.gatewayUrl.replace(/\/+$/, '')}/internal/events`,
    secret: opts.secret,
    method: 'POST',
    body: opts.request,
  });
  await response.arrayBuffer();
}
