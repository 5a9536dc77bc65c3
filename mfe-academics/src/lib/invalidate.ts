import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks every cached read whose url starts with one of `prefixes` stale, in every language (cache
 * keys start with the url), and refetches those on screen.
 */
export function invalidateUrls(client: QueryClient, ...prefixes: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const url = query.queryKey[0];
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
  });
}
