import { getLanguage, t } from '@d742/i18n/core';
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';

function buildInit(method: string, data: unknown): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  headers['Accept-Language'] = getLanguage();
  const init: RequestInit = { method, credentials: 'include', headers };
  if (data instanceof FormData) {
    init.body = data; // the browser sets the multipart boundary itself
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  return init;
}

const READS = new Set(['GET', 'HEAD']);

/** The browser says it has no network (reads still get the offline copy the service worker kept). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A change made while the browser is offline: refused before sending, with a localized message
 * (decision 020), never queued in silence. It is a network error (code NETWORK_ERROR) whose text
 * fills the server-message slot every form already shows. A server that cannot be reached while
 * the browser is online still fails as before (a TypeError callers show as a connection error).
 */
export function offlineWriteError(): ApiError {
  const message = t('errors.offlineWrite');
  return new ApiError(0, '', message, { error: message, code: NETWORK_ERROR_CODE });
}

/** Same-origin API call with the session cookie. Throws ApiError for any non-2xx answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const write = !READS.has(method.toUpperCase());
  if (write && browserOffline()) throw offlineWriteError();
  const res = await fetch(url, buildInit(method, data));
  if (!res.ok) throw await ApiError.fromResponse(res);
  return res;
}

export function getQueryFn<T>(opts: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), buildInit('GET', undefined));
    if (opts.on401 === 'returnNull' && res.status === 401) return null as T;
    if (!res.ok) throw await ApiError.fromResponse(res);
    return (await res.json()) as T;
  };
}
