import type { HandlerDeps, MessagingContext } from './context';
import { threadOfParam, threadResponse } from './thread-access';

/**
 * PATCH /api/messages/:id/read: the caller marks the thread read: their copy of its first
 * message (readAt from the first time; marking again changes nothing) and every reply in it.
 * Answers the first message as the caller now sees it. A thread that is not the caller's answers
 * exactly like a missing one (404); a malformed id 400.
 */
export function markReadHandler(deps: Pick<HandlerDeps, 'threads' | 'clock'>) {
  return async (ctx: MessagingContext) => {
    const view = await threadOfParam(deps, ctx);
    await deps.threads.markRead(view, ctx.state.identity.userId, deps.clock());
    const after = await threadOfParam(deps, ctx);
    ctx.body = (await threadResponse(deps, after, ctx)).message;
  };
}
