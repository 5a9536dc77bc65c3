import Router from '@koa/router';
import { requireRole, requireSystem, requireUser } from '@d742/service-kit';
import { adminDeliveryHandler } from './handlers/admin-delivery.handler';
import type { DeliveryState, HandlerDeps } from './handlers/context';
import { handOffHandler, signOutHandler } from './handlers/internal.handler';
import {
  deleteSubscriptionHandler,
  publicKeyHandler,
  saveSubscriptionHandler,
} from './handlers/push-subscriptions.handler';

export function createRouter(deps: HandlerDeps): Router<DeliveryState> {
  const router = new Router<DeliveryState>();
  router.get('/api/push/public-key', requireUser(), publicKeyHandler(deps));
  router.post('/api/push/subscriptions', requireUser(), saveSubscriptionHandler(deps));
  router.delete('/api/push/subscriptions', requireUser(), deleteSubscriptionHandler(deps));
  router.get('/api/admin/delivery', requireRole('admin'), adminDeliveryHandler(deps));
  router.post('/internal/notifications', requireSystem(), handOffHandler(deps));
  router.post('/internal/push/sign-out', requireSystem(), signOutHandler(deps));
  return router;
}
