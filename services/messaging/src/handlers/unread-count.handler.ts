import type { Count } from '@d742/contracts';
import type { HandlerDeps, MessagingContext } from './context';

/** GET /api/messages/unread-count: `{ count }` of the caller's unread messages. */
export function unreadCountHandler({ messages }: Pick<HandlerDeps, 'messages'>) {
  return async (ctx: MessagingContext) => {
    const body: Count = { count: await messages.countUnread(ctx.state.identity.userId) };
    ctx.body = body;
  };
}
