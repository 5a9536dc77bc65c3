import { objectIdSchema } from '@d742/contracts';
import { NotFoundError, validate } from '@d742/service-kit';
import { toMessageDto } from '../mappers/message';
import type { HandlerDeps, MessagingContext } from './context';

/**
 * PATCH /api/messages/:id/read: only the recipient marks a message read; marking it again
 * answers the same message (readAt from the first time). Another user's message answers exactly
 * like a missing one (404); a malformed id 400.
 */
export function markReadHandler({ messages, clock }: Pick<HandlerDeps, 'messages' | 'clock'>) {
  return async (ctx: MessagingContext) => {
    const id = validate(objectIdSchema, ctx.params.id);
    const message = await messages.markRead(ctx.state.identity.userId, id, clock());
    if (!message) throw new NotFoundError('Message not found');
    ctx.body = toMessageDto(message, ctx.state.language);
  };
}
