import type Koa from 'koa';
import type { AdminDelivery } from '@d742/contracts';
import type { DeliveryState, HandlerDeps } from './context';

const DEAD_LETTERS_SHOWN = 50;

/** GET /api/admin/delivery: which channels are configured, the queue, the latest dead letters. */
export function adminDeliveryHandler(deps: HandlerDeps): Koa.Middleware<DeliveryState> {
  return async (ctx) => {
    const keys = await deps.vapid.get();
    const [queue, dead] = await Promise.all([
      deps.jobs.counts(),
      deps.jobs.deadLetters(DEAD_LETTERS_SHOWN),
    ]);
    const body: AdminDelivery = {
      channels: [
        { channel: 'push', configured: keys !== null, source: keys?.source ?? null },
        {
          channel: 'email',
          configured: deps.emailConfigured,
          source: deps.emailConfigured ? 'environment' : null,
        },
        // SMS (Twilio-compatible) is not built yet: never configured.
        { channel: 'sms', configured: false, source: null },
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
      // Incoming text messages arrive with the SMS channel (not built yet): none to show.
      unmatchedSms: [],
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
