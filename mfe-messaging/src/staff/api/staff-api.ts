import {
  type Language,
  type MessageSummary,
  type Reply,
  type StaffMessageRequest,
  messageSummaryListSchema,
  messageTemplateListSchema,
  replySchema,
  sendMessageResponseSchema,
  staffClassListSchema,
  studentListSchema,
  threadResponseSchema,
  voiceCapabilitiesSchema,
} from '@d742/contracts';
import { MESSAGES_URL, apiRequest, refetchMessages, useApiQuery } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const STUDENTS_URL = '/api/students';
export const STAFF_CLASSES_URL = '/api/staff/classes';
export const TEMPLATES_URL = `${MESSAGES_URL}/templates`;
export const VOICE_CAPABILITIES_URL = '/api/voice/capabilities';

export const threadUrl = (messageId: string) => `${MESSAGES_URL}/${encodeURIComponent(messageId)}`;
export const repliesUrl = (messageId: string) => `${threadUrl(messageId)}/replies`;
export const markReadUrl = (messageId: string) => `${threadUrl(messageId)}/read`;

/** A staff member's threads (GET /api/messages answers staff their threads, newest activity first). */
export function useStaffThreads() {
  return useApiQuery(MESSAGES_URL, messageSummaryListSchema);
}

/** Unread conversations first; within each group the service's order (newest activity first). */
export function unreadFirst(threads: readonly MessageSummary[]): MessageSummary[] {
  const unread = threads.filter((m) => m.thread.unreadCount > 0);
  return [...unread, ...threads.filter((m) => m.thread.unreadCount === 0)];
}

export function useThread(messageId: string | null) {
  return useApiQuery(messageId ? threadUrl(messageId) : null, threadResponseSchema);
}

export const useStudents = () => useApiQuery(STUDENTS_URL, studentListSchema);
export const useStaffClasses = () => useApiQuery(STAFF_CLASSES_URL, staffClassListSchema);
export const useTemplates = () => useApiQuery(TEMPLATES_URL, messageTemplateListSchema);
export const useVoiceCapabilities = () =>
  useApiQuery(VOICE_CAPABILITIES_URL, voiceCapabilitiesSchema);

/** Marks the caller's whole thread read; the list, the bell and the badge refetch. */
export function useMarkThreadRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => apiRequest('PATCH', markReadUrl(messageId)),
    onSuccess: async (_answer, messageId) => {
      await Promise.all([
        refetchMessages(client),
        client.invalidateQueries({ queryKey: [threadUrl(messageId)] }),
      ]);
    },
  });
}

/** A typed reply (JSON); the thread and the list refetch. */
export function useSendReply(messageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      content: string;
      language: Language;
      idempotencyKey: string;
    }): Promise<Reply> =>
      replySchema.parse(await (await apiRequest('POST', repliesUrl(messageId), body)).json()),
    onSuccess: async () => {
      await Promise.all([
        refetchMessages(client),
        client.invalidateQueries({ queryKey: [threadUrl(messageId)] }),
      ]);
    },
  });
}

/** POST /api/messages (free text or a template); answers how many families it reached. */
export function useSendStaffMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffMessageRequest) =>
      sendMessageResponseSchema.parse(await (await apiRequest('POST', MESSAGES_URL, body)).json()),
    onSuccess: () => refetchMessages(client),
  });
}
