import {
  SYSTEM_STATUS_REFETCH_MS,
  googleAuthResponseSchema,
  googleConnectionSchema,
  systemStatusListSchema,
} from '@d742/contracts';
import { apiRequest, useApiQuery } from '@d742/platform';
import { useMutation } from '@tanstack/react-query';

export const SYSTEM_STATUS_URL = '/api/system/status';
export const GOOGLE_AUTH_URL = '/api/auth/google';
export const GOOGLE_STATUS_URL = '/api/auth/google/status';

/** The district's school systems and how their last sync went, refreshed every 30 s (spec 9). */
export function useSystemStatus() {
  return useApiQuery(SYSTEM_STATUS_URL, systemStatusListSchema, {
    refetchIntervalMs: SYSTEM_STATUS_REFETCH_MS,
  });
}

/**
 * Whether Google Classroom is set up and connected. Polled like the system status so the row
 * turns 'Connected' after the consent finishes in the other tab.
 */
export function useGoogleConnection() {
  return useApiQuery(GOOGLE_STATUS_URL, googleConnectionSchema, {
    refetchIntervalMs: SYSTEM_STATUS_REFETCH_MS,
  });
}

/** Asks for Google's consent URL and opens it in a new tab. */
export function useConnectGoogle(callbacks: { onError(error: unknown): void }) {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', GOOGLE_AUTH_URL);
      return googleAuthResponseSchema.parse(await res.json()).authUrl;
    },
    onSuccess: (authUrl) => {
      window.open(authUrl, '_blank', 'noopener');
    },
    onError: callbacks.onError,
  });
}
