import type Koa from 'koa';
import type { AdminDelivery, RetriedJob } from '@d742/contracts';
import { NotFoundError } from '@d742/service-kit';
import { deadLetterOf } from '../domain/dead-letter';
import { JobNotDeadError } from '../domain/errors';
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
      deadLetters: await Promise.all(
        dead.map(async (job) => {
          const subscriptionId = job.kind === 'push' ? job.payload.subscriptionId : undefined;
          const device =
            typeof subscriptionId === 'string'
              ? await deps.subscriptions.byId(subscriptionId)
              : null;
          return deadLetterOf(job, device?.endpoint ?? null);
        }),
      ),
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

/**
 * POST /api/admin/delivery/jobs/:id/retry: a dead letter is queued again from its first attempt
 * and the worker is woken. 404 JOB_NOT_FOUND, 409 JOB_NOT_DEAD (nothing changes).
 */
export function retryJobHandler(deps: HandlerDeps): Koa.Middleware<DeliveryState> {
  return async (ctx) => {
    const id = String((ctx.params as { id?: string }).id ?? '');
    const outcome = await deps.jobs.retry(id, `admin:${ctx.state.identity.userId}`, deps.clock());
    if (outcome === 'not-found')
      throw new NotFoundError('No such delivery job', { code: 'JOB_NOT_FOUND' });
    if (outcome === 'not-dead') throw new JobNotDeadError();
    deps.logger.info(
      { jobId: id, adminId: ctx.state.identity.userId },
      'dead letter queued again by an administrator',
    );
    deps.kick();
    const body: RetriedJob = { id, state: 'pending' };
    ctx.body = body;
  };
}
