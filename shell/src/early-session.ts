import { DEFAULT_LANGUAGE, readStoredLanguage } from '@d742/i18n/languages';

let sent: Promise<Response> | undefined;

/**
 * Asks `GET /api/auth/session` from the entry, beside the page's code rather than after React has
 * rendered (issue 14: on a slow phone network each request waiting for another costs a round
 * trip). A signed-in answer starts fetching the signed-in pages at once. The request is the one
 * platform's `apiRequest` would send (same headers); `SessionGate` hands it to `checkSession`.
 */
export function askSessionEarly(): void {
  sent = fetch('/api/auth/session', {
    method: 'GET',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': readStoredLanguage() ?? DEFAULT_LANGUAGE,
    },
  });
  sent.then(
    (res) => {
      if (res.ok) void import('./preload').then((m) => m.preloadSignedIn());
    },
    () => undefined, // checkSession reads the failure
  );
}

/** The early answer, once: a later check (after sign-out, a rejected socket) asks again. */
export function takeEarlySessionAnswer(): Promise<Response> | undefined {
  const answer = sent;
  sent = undefined;
  return answer;
}
