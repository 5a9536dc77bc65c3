import { isStaffRole, type MessageSummary } from '@d742/contracts';
import { toMessageSummary } from '../mappers/message';
import { threadIdOf, unansweredThread } from '../repositories/thread-repository';
import type { HandlerDeps, MessagingContext } from './context';

/**
 * GET /api/messages, in the caller's language. A parent (any non-staff user): their own
 * messages, newest first, each with its thread's unread count and last activity. A teacher or
 * administrator: the threads they take part in, newest activity first.
 */
export function listMessagesHandler({
  messages,
  threads,
}: Pick<HandlerDeps, 'messages' | 'threads'>) {
  return async (ctx: MessagingContext) => {
    const { userId, role } = ctx.state.identity;
    const lang = ctx.state.language;
    const unread = await threads.unreadReplies(userId);
    const summaries: MessageSummary[] = [];
    if (isStaffRole(role)) {
      const mine = await threads.listForStaff(userId);
      for (const thread of mine.threads) {
        const key = thread._id.toHexString();
        const root = mine.roots.get(key);
        if (!root) continue;
        const own = mine.own.get(key) ?? null;
        summaries.push(
          toMessageSummary({
            message: own ?? root,
            own,
            thread,
            unreadReplies: unread.get(key) ?? 0,
            lang,
            familyLanguage: mine.familyLanguages.get(key) ?? null,
          }),
        );
      }
    } else {
      const copies = await messages.listForRecipient(userId);
      const stored = await threads.familyThreads(userId);
      for (const copy of copies) {
        const key = threadIdOf(copy).toHexString();
        const thread = stored.get(key) ?? unansweredThread(copy);
        summaries.push(
          toMessageSummary({
            message: copy,
            own: copy,
            thread,
            unreadReplies: unread.get(key) ?? 0,
            lang,
          }),
        );
      }
    }
    ctx.body = summaries;
  };
}
