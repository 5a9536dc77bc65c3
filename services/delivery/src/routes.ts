import Router from '@koa/router';
import { requireRole, requireSystem, requireUser } from '@d742/service-kit';
import { adminDeliveryHandler, retryJobHandler } from './handlers/admin-delivery.handler';
import type { DeliveryState, HandlerDeps } from './handlers/context';
import {
  confirmVerificationHandler,
  contactStatusHandler,
  startVerificationHandler,
} from './handlers/contact-verification.handler';
import { handOffHandler, signOutHandler } from './handlers/internal.handler';
import { SMS_INBOUND_PATH, smsInboundHandler } from './handlers/sms-inbound.handler';
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
  router.get('/api/user/contact-verification', requireUser(), contactStatusHandler(deps));
  router.post('/api/user/contact-verification', requireUser(), startVerificationHandler(deps));
  router.post(
    '/api/user/contact-verification/confirm',
    requireUser(),
    confirmVerificationHandler(deps),
  );
  // The provider's webhook: no user (the gateway signs it as anonymous); its own signature decides.
  router.post(SMS_INBOUND_PATH, smsInboundHandler(deps));
  router.get('/api/admin/delivery', requireRole('admin'), adminDeliveryHandler(deps));
  router.post('/api/admin/delivery/jobs/:id/retry', requireRole('admin'), retryJobHandler(deps));
  router.post('/internal/notifications', requireSystem(), handOffHandler(deps));
  router.post('/internal/push/sign-out', requireSystem(), signOutHandler(deps));
  return router;
}
