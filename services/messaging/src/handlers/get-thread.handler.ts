import type { HandlerDeps, MessagingContext } from './context';
import { threadOfParam, threadResponse } from './thread-access';

/** GET /api/messages/:id: the thread `{ message, replies }` for its family or staff; 404 for anyone else. */
export function getThreadHandler(deps: Pick<HandlerDeps, 'threads'>) {
  return async (ctx: MessagingContext) => {
    ctx.body = await threadResponse(deps, await threadOfParam(deps, ctx), ctx);
  };
}
