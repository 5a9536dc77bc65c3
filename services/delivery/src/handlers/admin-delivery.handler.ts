import type Koa from 'koa';
import type { AdminDelivery } from '@d742/contracts';
import { maskPhone } from '../domain/sms';
import type { DeliveryState, HandlerDeps } from './context';

const DEAD_LETTERS_SHOWN = 50;
const UNMATCHED_SHOWN = 50;

/** GET /api/admin/delivery: which channels are configured, the queue, the latest dead letters. */
export function adminDeliveryHandler(deps: HandlerDeps): Koa.Middleware<DeliveryState> {
  return async (ctx) => {
    const keys = await deps.vapid.get();
    const [queue, dead, unmatched] = await Promise.all([
      deps.jobs.counts(),
      deps.jobs.deadLetters(DEAD_LETTERS_SHOWN),
      deps.smsLog.unmatched(UNMATCHED_SHOWN),
    ]);
    const body: AdminDelivery = {
      channels: [
        { channel: 'push', configured: keys !== null, source: keys?.source ?? null },
        {
          channel: 'email',
          configured: deps.emailConfigured,
          source: deps.emailConfigured ? 'environment' : null,
        },
        {
          channel: 'sms',
          configured: deps.smsConfigured,
          source: deps.smsConfigured ? 'environment' : null,
        },
      ],
      queue,
      deadLetters: dead.map((job) => ({
        id: job._id.toHexString(),
        kind: job.kind,
        userId: job.userId,
        attempts: job.attempts,
        lastError: job.lastError,
        createdAt: job.createdAt.toISOString(),
        updatedAt: job.updatedAt.toISOString(),
      })),
      unmatchedSms: unmatched.map((sms) => ({
        id: sms._id.toHexString(),
        from: maskPhone(sms.from),
        body: sms.body,
        reason: sms.outcome === 'unknown-number' ? 'unknown-number' : 'no-conversation',
        receivedAt: sms.receivedAt.toISOString(),
      })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
