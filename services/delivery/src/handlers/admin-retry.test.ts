import { adminDeliverySchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { jobIdOf } from '../repositories/job-repository';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import { startFakePushService, type FakePushService } from '../testing-push-service';

const { amina, hodan, admin } = DEMO_USERS;
const clock = { now: Date.now() };
let t: DeliveryTestApp;
let push: FakePushService;
let handOffs = 0;

beforeAll(async () => {
  [t, push] = await Promise.all([
    startDeliveryTestApp({ clock: () => new Date(clock.now), env: { DELIVERY_MAX_ATTEMPTS: '2' } }),
    startFakePushService(),
  ]);
});
afterAll(() => Promise.all([push.stop(), t.stop()]));

const alert = {
  type: 'notification' as const,
  title: 'Health alert',
  message: 'Nurse note',
  topic: 'health_alert' as const,
};

async function settle(worker = t.delivery.worker) {
  while ((await worker.drain()) > 0);
}

const retry = (id: string, as = t.as('admin', admin.id)) =>
  t.request.post(`/api/admin/delivery/jobs/${id}/retry`).set(as);

/** Hodan's phone whose push service fails until told otherwise: her notification ends dead. */
async function deadPush() {
  const browser = push.browser(`hodan-${++handOffs}`);
  await t.request
    .post('/api/push/subscriptions')
    .set(t.as('parent', hodan.id))
    .send(browser.subscription)
    .expect(201);
  push.answer(browser, 503);
  const id = `retry-hand-off-${handOffs}`;
  await t.request
    .post('/internal/notifications')
    .set(t.as('system'))
    .send({ id, userIds: [hodan.id], event: alert })
    .expect(202);
  for (let i = 0; i < 3; i++) {
    await settle();
    clock.now += 60_000;
  }
  const device = await t.models.PushSubscription.findOne({
    endpoint: browser.subscription.endpoint,
  }).lean();
  const job = await t.models.DeliveryJob.findOne({
    key: `${id}:${hodan.id}:push:${device!._id.toHexString()}`,
  }).lean();
  expect(job).toMatchObject({ state: 'dead', attempts: 2 });
  return { browser, job: job! };
}

describe('an administrator retries a dead letter', () => {
  it('sees it with its channel and the push service, retries it, and it is sent exactly once', async () => {
    const { browser, job } = await deadPush();
    const id = job._id.toHexString();
    const view = adminDeliverySchema.parse(
      (await t.request.get('/api/admin/delivery').set(t.as('admin', admin.id)).expect(200)).body,
    );
    expect(view.deadLetters).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'push',
        channel: 'push',
        recipient: new URL(push.url).host,
        attempts: 2,
        lastError: 'The push service answered 503',
      }),
    );

    push.answer(browser, 0); // the push service works again
    const res = await retry(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, state: 'pending' });
    // The retry woke the worker: sent without anyone draining the queue.
    const path = new URL(browser.subscription.endpoint).pathname;
    const sentTo = () => push.received.filter((r) => r.path === path).length;
    for (let i = 0; i < 100 && sentTo() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(sentTo()).toBe(1);

    // Two more workers (this one and a restarted service) find nothing left: one send.
    await Promise.all([settle(), settle(t.another().worker)]);
    expect(push.received.filter((r) => r.path === path)).toHaveLength(1);
    expect(await t.models.DeliveryJob.findById(job._id).lean()).toMatchObject({
      state: 'sent',
      attempts: 1,
      generation: 1,
      leaseUntil: null,
    });
    // The dead run's claims are gone; the retry's lock and the new run's one attempt remain.
    const claims = await t.models.JobClaim.find({ _id: { $regex: `^${id}:` } }).distinct('_id');
    expect(claims.sort()).toEqual([`${id}:r1:1`, `${id}:retry1`]);
    const after = adminDeliverySchema.parse(
      (await t.request.get('/api/admin/delivery').set(t.as('admin', admin.id))).body,
    );
    expect(after.deadLetters.map((d) => d.id)).not.toContain(id);

    // Sent now: a second retry is refused and sends nothing more.
    const again = await retry(id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('JOB_NOT_DEAD');
    await settle();
    expect(push.received.filter((r) => r.path === path)).toHaveLength(1);
  });

  it('two administrators retrying at once queue it once: one send', async () => {
    const { browser, job } = await deadPush();
    push.answer(browser, 0);
    const id = job._id.toHexString();
    const both = await Promise.all([retry(id), retry(id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const path = new URL(browser.subscription.endpoint).pathname;
    await Promise.all([settle(), settle(t.another().worker)]);
    await settle();
    expect(push.received.filter((r) => r.path === path)).toHaveLength(1);
  });

  it('answers 404 JOB_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [
      new Types.ObjectId().toHexString(),
      'not-a-job',
      jobIdOf('nope').toHexString(),
    ]) {
      const res = await retry(id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('JOB_NOT_FOUND');
    }
  });

  it('is for administrators only: a parent gets 403 and the dead letter stays dead', async () => {
    const { job } = await deadPush();
    const res = await retry(job._id.toHexString(), t.as('parent', amina.id));
    expect(res.status).toBe(403);
    expect(await t.models.DeliveryJob.findById(job._id).lean()).toMatchObject({
      state: 'dead',
      attempts: 2,
    });
  });

  it('shows a dead text message with the number masked', async () => {
    await t.delivery.worker.stop(); // nothing else may touch the row below
    const sms = await t.models.DeliveryJob.create({
      _id: jobIdOf('dead-sms-1'),
      key: 'dead-sms-1',
      kind: 'sms',
      userId: amina.id,
      payload: { to: '+16125550177', body: 'District 742: ...', urgent: false, threadId: null },
      state: 'dead',
      attempts: 1,
      maxAttempts: 2,
      runAt: new Date(clock.now),
      lastError: 'The SMS provider refused the number (21211)',
    });
    const view = adminDeliverySchema.parse(
      (await t.request.get('/api/admin/delivery').set(t.as('admin', admin.id))).body,
    );
    expect(view.deadLetters).toContainEqual(
      expect.objectContaining({
        id: sms._id.toHexString(),
        channel: 'sms',
        recipient: '+1612•••0177',
        lastError: 'The SMS provider refused the number (21211)',
      }),
    );
    expect(JSON.stringify(view)).not.toContain('+16125550177');
  });
});
