import {
  MESSAGE_AUDIO_CONTENT_TYPE,
  type Language,
  type Reply,
  type ThreadResponse,
  replySchema,
  threadResponseSchema,
} from '@d742/contracts';
import {
  MESSAGES_URL,
  apiQueryKey,
  apiRequest,
  refetchMessages,
  useApiQuery,
  useLanguage,
} from '@d742/platform';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markAsReadUrl } from './messages-api';

/** GET /api/messages/{id}: any message id of the thread opens it. */
export function threadUrl(messageId: string): string {
  return `${MESSAGES_URL}/${encodeURIComponent(messageId)}`;
}

export function repliesUrl(messageId: string): string {
  return `${threadUrl(messageId)}/replies`;
}

/** The thread `{ message, replies }` in the reader's language. */
export function useThread(messageId: string) {
  return useApiQuery(threadUrl(messageId), threadResponseSchema);
}

/**
 * Marks the thread stale in every language: `refetch` fetches the one on screen now, otherwise
 * it is fetched the next time it opens.
 */
export function invalidateThread(
  client: QueryClient,
  messageId: string,
  { refetch }: { refetch: boolean },
): Promise<void> {
  return client.invalidateQueries({
    queryKey: [threadUrl(messageId)],
    refetchType: refetch ? 'active' : 'none',
  });
}

/** The thread as it is once its reader has read it all. */
function readThrough(thread: ThreadResponse): ThreadResponse {
  const { message } = thread;
  return {
    message: { ...message, isRead: true, thread: { ...message.thread, unreadCount: 0 } },
    replies: thread.replies.map((reply) => ({ ...reply, isRead: true })),
  };
}

/**
 * PATCH /api/messages/{id}/read for the thread being read: the cached thread (every language)
 * becomes read, and the list and badges refetch.
 */
export function useMarkThreadRead(messageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('PATCH', markAsReadUrl(messageId)),
    onSuccess: async () => {
      client.setQueriesData<ThreadResponse>({ queryKey: [threadUrl(messageId)] }, (thread) =>
        thread ? readThrough(thread) : thread,
      );
      await refetchMessages(client);
    },
  });
}

/** A reply as the parent composed it: typed text, a kept recording, or both. */
export interface OutgoingReply {
  content: string;
  language: Language;
  recording: Blob | null;
  /** Sending the same reply again with the same key stores it once (see the replies API). */
  idempotencyKey?: string;
}

/** JSON for a typed reply; multipart (audio + language [+ content]) with a recording. */
function replyBody({ content, language, recording, idempotencyKey }: OutgoingReply): unknown {
  const text = content.trim();
  if (!recording) return { content: text, language, ...(idempotencyKey ? { idempotencyKey } : {}) };
  const form = new FormData();
  const wav = recording.type
    ? recording
    : new Blob([recording], { type: MESSAGE_AUDIO_CONTENT_TYPE });
  form.append('audio', wav, 'reply.wav');
  form.append('language', language);
  if (text) form.append('content', text);
  if (idempotencyKey) form.append('idempotencyKey', idempotencyKey);
  return form;
}

/** POST /api/messages/{id}/replies: the stored reply. */
export async function postReply(messageId: string, reply: OutgoingReply): Promise<Reply> {
  const res = await apiRequest('POST', repliesUrl(messageId), replyBody(reply));
  return replySchema.parse(await res.json());
}

/**
 * The stored reply joins the thread on screen at once and
 * `onSent` runs (even if the page was left meanwhile); the thread (other languages too) and the
 * list refetch behind it.
 */
export function useSendReply(messageId: string, { onSent }: { onSent(): void }) {
  const client = useQueryClient();
  const language = useLanguage((s) => s.language);
  return useMutation({
    mutationFn: (reply: OutgoingReply) => postReply(messageId, reply),
    onSuccess: (reply) => {
      client.setQueryData<ThreadResponse>(apiQueryKey(threadUrl(messageId), language), (thread) =>
        thread && !thread.replies.some((r) => r.id === reply.id)
          ? { ...thread, replies: [...thread.replies, reply] }
          : thread,
      );
      onSent();
      void invalidateThread(client, messageId, { refetch: true });
      void refetchMessages(client);
    },
  });
}
