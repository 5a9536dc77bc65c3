import { messageSummaryListSchema } from '@d742/contracts';
import { MESSAGES_URL, apiRequest, refetchMessages, useApiQuery } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function markAsReadUrl(messageId: string): string {
  return `${MESSAGES_URL}/${encodeURIComponent(messageId)}/read`;
}

/**
 * GET /api/messages: the signed-in user's messages in the reader's language, each with its
 * sender, its texts' translation state and its thread's counts.
 */
export function useMessages() {
  return useApiQuery(MESSAGES_URL, messageSummaryListSchema);
}

/**
 * PATCH /api/messages/{id}/read (the whole thread), then refetch the list and the unread count.
 * It stays pending until that refetch ends, so the button cannot be pressed twice and never
 * flickers back.
 */
export function useMarkAsRead(messageId: string, { onError }: { onError: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('PATCH', markAsReadUrl(messageId)),
    onSuccess: () => refetchMessages(client),
    onError,
  });
}
