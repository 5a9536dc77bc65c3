import { i18n } from '@d742/i18n';
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

function buildInit(method: string, data: unknown): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (i18n.language) headers['Accept-Language'] = i18n.language;
  const init: RequestInit = { method, credentials: 'include', headers };
  if (data instanceof FormData) {
    init.body = data; // the browser sets the multipart boundary itself
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  return init;
}

/** Same-origin API call with the session cookie. Throws ApiError for any non-2xx answer. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
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
