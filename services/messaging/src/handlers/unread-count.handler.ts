import type { Count } from '@d742/contracts';
import type { HandlerDeps, MessagingContext } from './context';

/**
 * GET /api/messages/unread-count: `{ count }` of what the caller has not read: their unread
 * messages and the replies of others in their threads (the header bell and messages badge).
 */
export function unreadCountHandler({
  messages,
  threads,
}: Pick<HandlerDeps, 'messages' | 'threads'>) {
  return async (ctx: MessagingContext) => {
    const { userId } = ctx.state.identity;
    const [unreadMessages, unreadReplies] = await Promise.all([
      messages.countUnread(userId),
      threads.countUnreadReplies(userId),
    ]);
    const body: Count = { count: unreadMessages + unreadReplies };
    ctx.body = body;
  };
}
