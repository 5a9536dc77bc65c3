import { ApiError, getQueryFn, useSession } from '@d742/platform/core';
import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: reads are not retried, not refetched on focus, and never go stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// The query client lives here, not in the session store, so the sign-in page (which reads through
// no query) loads no @tanstack/react-query (decision 017). Both ties to the session are made here.

// Signing out (or a session found ended) drops every cached read of the person who left.
useSession.subscribe((state, previous) => {
  if (state.status === 'signed-out' && previous.status !== 'signed-out') queryClient.clear();
});

// A read answered 401 means the server session ended (expired or revoked): back to sign-in.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'error') return;
  const { error } = event.action;
  if (
    error instanceof ApiError &&
    error.status === 401 &&
    useSession.getState().status === 'signed-in'
  ) {
    useSession.getState().setUser(null);
  }
});
