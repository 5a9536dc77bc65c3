import type { QueryClient } from '@tanstack/react-query';

export const MESSAGES_URL = '/api/messages';
export const UNREAD_COUNT_URL = '/api/messages/unread-count';

/**
 * Marks the message list and the unread count stale in every language (cache keys start with the
 * url, see `apiQueryKey`) and refetches those on screen, e.g. the header bell and the nav badge.
 */
export async function refetchMessages(client: QueryClient): Promise<void> {
  await Promise.all(
    [MESSAGES_URL, UNREAD_COUNT_URL].map((url) => client.invalidateQueries({ queryKey: [url] })),
  );
}
