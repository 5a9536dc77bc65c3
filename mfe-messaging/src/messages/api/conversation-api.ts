import {
  type StartConversationRequest,
  type ThreadResponse,
  studentListSchema,
  teacherDirectorySchema,
  threadResponseSchema,
} from '@d742/contracts';
import { apiQueryKey, apiRequest, refetchMessages, useApiQuery, useLanguage } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReply, threadUrl } from './thread-api';

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

/** A new conversation as the parent composed it: the first message, and a recording or none. */
export interface OutgoingConversation {
  request: StartConversationRequest;
  recording: Blob | null;
}

/** The new thread; `recordingSent` is false when its recording could not follow the message. */
export interface StartedConversation {
  thread: ThreadResponse;
  recordingSent: boolean;
}

/**
 * POST /api/conversations, then the recording (if any) as the thread's first reply. The answer
 * is the new thread, kept as that thread's data so it opens without another request; `onStarted`
 * runs (even if the page was left meanwhile) and the list and badges refetch. A recording that
 * fails after the thread exists does not fail the send (a retry would start a second thread):
 * the caller keeps it for the thread's own reply box.
 */
export function useStartConversation({
  onStarted,
}: {
  onStarted(started: StartedConversation): void;
}) {
  const client = useQueryClient();
  const language = useLanguage((s) => s.language);
  return useMutation({
    mutationFn: async ({
      request,
      recording,
    }: OutgoingConversation): Promise<StartedConversation> => {
      const res = await apiRequest('POST', CONVERSATIONS_URL, request);
      const thread = threadResponseSchema.parse(await res.json());
      if (!recording) return { thread, recordingSent: true };
      try {
        const reply = await postReply(thread.message.id, {
          content: '',
          language: request.language,
          recording,
        });
        return { thread: { ...thread, replies: [...thread.replies, reply] }, recordingSent: true };
      } catch (error) {
        console.error('The recording could not be sent with the new conversation', error);
        return { thread, recordingSent: false };
      }
    },
    onSuccess: (started) => {
      const { thread } = started;
      client.setQueryData(apiQueryKey(threadUrl(thread.message.id), language), thread);
      onStarted(started);
      void refetchMessages(client);
    },
  });
}
