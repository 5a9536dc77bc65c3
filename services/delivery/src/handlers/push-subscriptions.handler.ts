import type Koa from 'koa';
import {
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  type PushPublicKey,
} from '@d742/contracts';
import { NotFoundError, validate, ValidationError } from '@d742/service-kit';
import { acceptableEndpoint } from '../channels/push-sender';
import { PushNotConfiguredError } from '../domain/errors';
import { readJsonBody } from '../http/read-json-body';
import { SESSION_TAG_HEADER, type DeliveryState, type HandlerDeps } from './context';

type Middleware = Koa.Middleware<DeliveryState>;

/** GET /api/push/public-key: what the browser subscribes with; null and disabled when push is off. */
export function publicKeyHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const keys = await deps.vapid.get();
    const body: PushPublicKey = { enabled: keys !== null, publicKey: keys?.publicKey ?? null };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}

/** POST /api/push/subscriptions: this device now gets the caller's notifications. */
export function saveSubscriptionHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const subscription = validate(pushSubscriptionRequestSchema, ctx.request.body);
    if (!acceptableEndpoint(subscription.endpoint, deps.push))
      throw new ValidationError('The endpoint must be an https URL', {
        code: 'PUSH_ENDPOINT_INVALID',
      });
    if (!(await deps.vapid.get())) throw new PushNotConfiguredError();
    const tag = ctx.get(SESSION_TAG_HEADER);
    const { created } = await deps.subscriptions.save(
      ctx.state.identity.userId,
      subscription,
      /^[a-f0-9]{64}$/.test(tag) ? tag : null,
    );
    ctx.status = created ? 201 : 200;
    ctx.body = { endpoint: subscription.endpoint, saved: true };
  };
}

/** DELETE /api/push/subscriptions {endpoint}: only the caller's own device stops. */
export function deleteSubscriptionHandler(deps: HandlerDeps): Middleware {
  return async (ctx) => {
    const { endpoint } = validate(pushUnsubscribeRequestSchema, await readJsonBody(ctx));
    const removed = await deps.subscriptions.removeOwn(ctx.state.identity.userId, endpoint);
    // Someone else's endpoint answers exactly like an unknown one.
    if (!removed)
      throw new NotFoundError('No such subscription', { code: 'SUBSCRIPTION_NOT_FOUND' });
    ctx.status = 204;
  };
}
