import {
  type StartConversationRequest,
  type ThreadResponse,
  studentListSchema,
  teacherDirectorySchema,
  threadResponseSchema,
} from '@d742/contracts';
import { apiQueryKey, apiRequest, refetchMessages, useApiQuery, useLanguage } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threadUrl } from './thread-api';

export const STUDENTS_URL = '/api/students';
export const CONVERSATIONS_URL = '/api/conversations';

/** Academics' teacher directory of one child: name, subject and class in the reader's language. */
export function teachersUrl(studentId: string): string {
  return `${STUDENTS_URL}/${encodeURIComponent(studentId)}/teachers`;
}

/** The children the signed-in parent may see. */
export function useStudents() {
  return useApiQuery(STUDENTS_URL, studentListSchema);
}

/** The child's teachers; nothing is asked before a child is picked. */
export function useTeachers(studentId: string | null) {
  return useApiQuery(studentId ? teachersUrl(studentId) : null, teacherDirectorySchema);
}

/**
 * POST /api/conversations. The answer is the new thread, kept as that thread's data so it opens
 * without another request; `onStarted` runs (even if the page was left meanwhile) and the list
 * and badges refetch.
 */
export function useStartConversation({ onStarted }: { onStarted(): void }) {
  const client = useQueryClient();
  const language = useLanguage((s) => s.language);
  return useMutation({
    mutationFn: async (request: StartConversationRequest): Promise<ThreadResponse> => {
      const res = await apiRequest('POST', CONVERSATIONS_URL, request);
      return threadResponseSchema.parse(await res.json());
    },
    onSuccess: (thread) => {
      client.setQueryData(apiQueryKey(threadUrl(thread.message.id), language), thread);
      onStarted();
      void refetchMessages(client);
    },
  });
}
