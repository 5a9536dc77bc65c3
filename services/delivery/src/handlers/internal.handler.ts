import type Koa from 'koa';
import { deliveryHandOffSchema, pushSignOutSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { DeliveryState, HandlerDeps } from './context';

type Middleware = Koa.Middleware<DeliveryState>;

/**
 * POST /internal/notifications (the gateway, signed as system): live notifications for users with
 * no open socket. Each becomes one durable `notify` job per user before the answer; the sending
 * happens in the worker. A retried hand-off (same id) adds nothing.
 */
export function handOffHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const handOff = validate(deliveryHandOffSchema, ctx.request.body);
    const now = deps.clock();
    let queued = 0;
    for (const userId of new Set(handOff.userIds)) {
      const added = await deps.jobs.enqueue(
        {
          key: `${handOff.id}:${userId}`,
          kind: 'notify',
          userId,
          payload: { id: handOff.id, event: handOff.event },
        },
        now,
      );
      if (added) queued += 1;
    }
    if (queued > 0) deps.kick();
    ctx.status = 202;
    ctx.body = { queued };
  };
}

/** POST /internal/push/sign-out (the gateway, after a sign-out): that session's devices stop. */
export function signOutHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const { sessionTag } = validate(pushSignOutSchema, ctx.request.body);
    const removed = await deps.subscriptions.removeSession(sessionTag);
    ctx.body = { removed };
  };
}
