import type { Middleware } from 'koa';
import { publishEventRequestSchema } from '@d742/contracts';
import { validate, verifyIdentity } from '@d742/service-kit';
import { MethodNotAllowedError, UnauthorizedError } from '../errors';
import { readJsonBody } from '../read-json-body';
import type { LiveBus } from './live-bus';

export const INTERNAL_EVENTS_PATH = '/internal/events';
const BODY_LIMIT = 1024 * 1024;

/** POST /internal/events: a service (signed as role 'system') asks for an event to reach some users or rooms. */
export function internalEventsRoute(opts: { bus: LiveBus; secret: string }): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== INTERNAL_EVENTS_PATH) return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      throw new MethodNotAllowedError();
    }
    const caller = verifyIdentity(opts.secret, ctx.headers);
    if (!caller || caller.role !== 'system')
      throw new UnauthorizedError('Invalid or missing signature');

    const request = validate(publishEventRequestSchema, await readJsonBody(ctx, BODY_LIMIT));
    const delivered = await opts.bus.publish(
      { userIds: request.userIds, rooms: request.rooms },
      request.event,
    );
    ctx.status = 202;
    ctx.body = { delivered };
  };
}
