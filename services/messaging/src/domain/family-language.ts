import type { Language } from '@d742/contracts';
import type { MessageDoc, ReplyDoc, ThreadDoc } from '../models';

export type ReplyLanguageView = Pick<ReplyDoc, 'sender' | 'createdAt' | 'language'> & {
  content?: { original: { language: Language } } | null;
  audio?: { transcript?: { original: { language: Language } } | null } | null;
};

/**
 * The language a thread's family last wrote in, for its staff ("each family's language" in the
 * inbox): their latest reply's (typed or spoken), else the first message's when they started
 * the conversation; null while the family has not written.
 */
export function familyLanguageOf(
  thread: Pick<ThreadDoc, 'familyIds'>,
  root: Pick<MessageDoc, 'senderId' | 'texts'>,
  replies: readonly ReplyLanguageView[],
): Language | null {
  const family = new Set(thread.familyIds);
  const latest = [...replies]
    .filter((r) => family.has(r.sender.id))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(
      (r) => r.language ?? r.content?.original.language ?? r.audio?.transcript?.original.language,
    )
    .find((language) => language !== undefined);
  if (latest) return latest;
  return family.has(root.senderId) ? (root.texts?.content.original.language ?? null) : null;
}
