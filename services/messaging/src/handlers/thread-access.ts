import { objectIdSchema, type ThreadResponse } from '@d742/contracts';
import { NotFoundError, validate } from '@d742/service-kit';
import { familyLanguageOf } from '../domain/family-language';
import { toMessageSummary, toReplyDto } from '../mappers/message';
import type { ThreadView } from '../repositories/thread-repository';
import type { HandlerDeps, MessagingContext } from './context';

/**
 * The thread of `:id` as the caller may see it. A malformed id is 400; a thread that is not the
 * caller's answers exactly like a missing one (404), so ids of other families' messages reveal nothing.
 */
export async function threadOfParam(
  { threads }: Pick<HandlerDeps, 'threads'>,
  ctx: MessagingContext,
): Promise<ThreadView> {
  const id = validate(objectIdSchema, ctx.params.id);
  const view = await threads.resolve(id, ctx.state.identity.userId);
  if (!view) throw new NotFoundError('Message not found');
  return view;
}

/** The thread for its reader: the first message (their copy) and every reply, oldest first. */
export async function threadResponse(
  { threads }: Pick<HandlerDeps, 'threads'>,
  view: ThreadView,
  ctx: MessagingContext,
): Promise<ThreadResponse> {
  const reader = ctx.state.identity.userId;
  const lang = ctx.state.language;
  const replies = view.persisted ? await threads.replies(view.thread._id) : [];
  const unreadReplies = replies.filter(
    (r) => r.sender.id !== reader && r.unreadBy.includes(reader),
  ).length;
  const staff = view.thread.staffIds.includes(reader);
  return {
    message: toMessageSummary({
      message: view.own ?? view.root,
      own: view.own,
      thread: view.thread,
      unreadReplies,
      lang,
      ...(staff ? { familyLanguage: familyLanguageOf(view.thread, view.root, replies) } : {}),
    }),
    replies: replies.map((reply) => toReplyDto(reply, reader, lang)),
  };
}
