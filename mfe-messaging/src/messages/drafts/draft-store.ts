import type { Language } from '@d742/contracts';
import { useSession } from '@d742/platform';
import { create } from 'zustand';
import type { SendAttempt } from '../../send-key';

/** What the voice remote's recorder hands over when the parent keeps a recording. */
export interface VoiceDraft {
  wav: Blob;
  /** The recorder's own transcript and translation ('' when it could not make them): a preview only. */
  transcript: string;
  translation: string;
}

/** What one press of Send sent: the same text and recording again reuse its key. */
export type ReplySendAttempt = SendAttempt<{ text: string; voice: VoiceDraft | null }>;

export const sameReply = (a: ReplySendAttempt['draft'], b: ReplySendAttempt['draft']): boolean =>
  a.text === b.text && a.voice === b.voice;

export interface ReplyDraft {
  text: string;
  voice: VoiceDraft | null;
  /** The recording was meant to go with a new conversation that was sent without it. */
  recordingNotSent: boolean;
  /** The last send of this draft that has not been confirmed (its key makes a retry safe). */
  lastSend: ReplySendAttempt | null;
}

export interface ConversationDraft {
  studentId: string | null;
  teacherId: string | null;
  subject: string;
  content: string;
  /** A recording sent with the first message (as its first reply). */
  voice: VoiceDraft | null;
  /** The language of text handed over from another tool; null: the portal's language. */
  language: Language | null;
}

export const EMPTY_REPLY: ReplyDraft = Object.freeze({
  text: '',
  voice: null,
  recordingNotSent: false,
  lastSend: null,
});
export const EMPTY_CONVERSATION: ConversationDraft = Object.freeze({
  studentId: null,
  teacherId: null,
  subject: '',
  content: '',
  voice: null,
  language: null,
});

interface DraftState {
  /** Whose drafts these are: another person signing in on this page starts empty. */
  owner: string | null;
  /** By thread id. */
  replies: Record<string, ReplyDraft>;
  conversation: ConversationDraft;
}

/**
 * Unsent replies and the unsent new conversation, kept in memory for the page's life: leaving a
 * thread or a failed send loses nothing typed or recorded. Only a successful send clears one.
 */
export const useDraftStore = create<DraftState>()(() => ({
  owner: null,
  replies: {},
  conversation: EMPTY_CONVERSATION,
}));

/** Starts over when the signed-in person is not the one the drafts belong to. */
function claimDrafts(owner: string | null): void {
  if (useDraftStore.getState().owner === owner) return;
  useDraftStore.setState({ owner, replies: {}, conversation: EMPTY_CONVERSATION });
}
claimDrafts(useSession.getState().user?.id ?? null);
useSession.subscribe((s) => claimDrafts(s.user?.id ?? null));

/** The unsent reply of a thread (empty when there is none). */
export function useReplyDraft(threadId: string): ReplyDraft {
  return useDraftStore((s) => s.replies[threadId] ?? EMPTY_REPLY);
}

export function updateReplyDraft(threadId: string, changes: Partial<ReplyDraft>): void {
  useDraftStore.setState((s) => ({
    replies: { ...s.replies, [threadId]: { ...(s.replies[threadId] ?? EMPTY_REPLY), ...changes } },
  }));
}

export function clearReplyDraft(threadId: string): void {
  useDraftStore.setState((s) => {
    const { [threadId]: _sent, ...rest } = s.replies;
    return { replies: rest };
  });
}

export function updateConversationDraft(changes: Partial<ConversationDraft>): void {
  useDraftStore.setState((s) => ({ conversation: { ...s.conversation, ...changes } }));
}

export function clearConversationDraft(): void {
  useDraftStore.setState({ conversation: EMPTY_CONVERSATION });
}

/**
 * The new conversation reached the school: its draft goes, except a recording that could not
 * follow the message, which waits in the new thread's reply box with a note (nothing is lost).
 */
export function settleConversationDraft(threadId: string, recordingSent: boolean): void {
  const { voice } = useDraftStore.getState().conversation;
  if (!recordingSent && voice) updateReplyDraft(threadId, { voice, recordingNotSent: true });
  clearConversationDraft();
}
