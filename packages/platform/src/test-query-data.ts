import { ApiError } from './api-error';
import { apiQueryKey } from './use-api-query';
import { createTestQueryClient } from './render-with-providers';
import type { QueryClient } from '@tanstack/react-query';

const LANGUAGES = ['so', 'en'] as const;

/** A query client already holding these answers (url → contract-shaped data) in both languages. */
export function clientWithAnswers(answers: Record<string, unknown>): QueryClient {
  const client = createTestQueryClient();
  const queries = client.getDefaultOptions().queries;
  // Keep stored failures on mount: a retry button must be what fetches again.
  client.setDefaultOptions({ queries: { ...queries, retryOnMount: false } });
  for (const language of LANGUAGES) {
    for (const [url, data] of Object.entries(answers)) {
      client.setQueryData(apiQueryKey(url, language), data);
    }
  }
  return client;
}

/** Stores a failed read of `url` (HTTP `status`) in both languages. */
export function failQuery(client: QueryClient, url: string, status = 500): void {
  for (const language of LANGUAGES) {
    client
      .getQueryCache()
      .build(client, { queryKey: apiQueryKey(url, language) })
      .setState({
        status: 'error',
        error: new ApiError(status, '{"error":"boom"}'),
        fetchStatus: 'idle',
      });
  }
}
