import { toMessageDto } from '../mappers/message';
import type { HandlerDeps, MessagingContext } from './context';

/** GET /api/messages: the caller's own messages, newest first, in the caller's language. */
export function listMessagesHandler({ messages }: Pick<HandlerDeps, 'messages'>) {
  return async (ctx: MessagingContext) => {
    const docs = await messages.listForRecipient(ctx.state.identity.userId);
    ctx.body = docs.map((doc) => toMessageDto(doc, ctx.state.language));
  };
}
