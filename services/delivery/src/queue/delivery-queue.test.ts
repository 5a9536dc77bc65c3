import { DEMO_USERS } from '@d742/demo-data';
import { signedHeaders, TEST_SECRET } from '@d742/service-testing';
import { LEASE_MS } from '../repositories/job-repository';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import {
  startFakePushService,
  type FakeBrowser,
  type FakePushService,
} from '../testing-push-service';

const { amina, farah, hodan, teacher } = DEMO_USERS;
const clock = { now: Date.now() };
let t: DeliveryTestApp;
let push: FakePushService;
let handOffs = 0;

beforeAll(async () => {
  t = await startDeliveryTestApp({
    clock: () => new Date(clock.now),
    env: { DELIVERY_MAX_ATTEMPTS: '3' },
  });
  push = await startFakePushService();
});
afterAll(async () => {
  await push.stop();
  await t.stop();
});
beforeEach(() => {
  push.received.length = 0;
  push.refused.length = 0;
});

async function subscribe(userId: string, role: 'parent' | 'teacher', name: string) {
  const browser = push.browser(name);
  await t.request
    .post('/api/push/subscriptions')
    .set(t.as(role, userId))
    .send(browser.subscription)
    .expect(201);
  return browser;
}

const healthAlert = {
  type: 'notification' as const,
  title: 'Health alert',
  message: 'Nurse note',
  titleI18n: { so: 'Digniin caafimaad', en: 'Health alert' },
  i18n: { so: 'Qoraal kalkaaliso', en: 'Nurse note' },
  topic: 'health_alert' as const,
};

/** What the gateway does for users without an open socket. */
async function handOff(
  userIds: string[],
  event: object = healthAlert,
  id = `hand-off-${++handOffs}`,
) {
  const res = await t.request
    .post('/internal/notifications')
    .set(t.as('system'))
    .send({ id, userIds, event });
  expect(res.status).toBe(202);
  return { id, queued: (res.body as { queued: number }).queued };
}

/** Runs the worker until the queue has nothing due (a notify job adds push jobs). */
async function settle(worker = t.delivery.worker) {
  while ((await worker.drain()) > 0);
}

const pathOf = (browser: FakeBrowser) => new URL(browser.subscription.endpoint).pathname;

describe('a live notification for someone without an open page', () => {
  it('goes out as Web Push: VAPID-signed, aes128gcm-encrypted, in their language, opening the right page', async () => {
    const phone = await subscribe(amina.id, 'parent', 'amina-phone');
    await handOff([amina.id]);
    await settle();

    expect(push.refused).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    const key = await t.request.get('/api/push/public-key').set(t.as('parent', amina.id));
    expect(got).toMatchObject({
      path: pathOf(phone),
      vapidPublicKey: key.body.publicKey,
      claims: { aud: push.url, sub: expect.stringMatching(/^mailto:/) },
      payload: {
        title: 'Digniin caafimaad',
        body: 'Qoraal kalkaaliso',
        url: '/alerts',
        tag: expect.stringMatching(/^d742-hand-off-/),
        lang: 'so',
      },
    });
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
  });

  it("speaks an English reader's language and opens a staff page for staff", async () => {
    const laptop = await subscribe(teacher.id, 'teacher', 'teacher-laptop');
    await handOff([teacher.id], {
      type: 'new_message',
      senderName: 'Amina Hassan',
      threadId: 'th1',
    });
    await settle();
    expect(push.received.map((r) => [r.path, r.payload])).toEqual([
      [
        pathOf(laptop),
        expect.objectContaining({
          title: 'New message',
          body: 'New message from Amina Hassan',
          url: '/staff/inbox?thread=th1',
          lang: 'en',
        }),
      ],
    ]);
  });

  it("respects the person's push switch in their profile", async () => {
    await subscribe(farah.id, 'parent', 'farah-phone');
    const off = await t.identity.request
      .patch('/api/user/profile')
      .set(signedHeaders(TEST_SECRET, { role: 'parent', userId: farah.id }))
      .send({ notifications: { push: false } });
    expect(off.status).toBe(200);
    const { id } = await handOff([farah.id]);
    await settle();
    expect(push.received).toEqual([]);
    expect(await t.models.DeliveryJob.findOne({ key: `${id}:${farah.id}` }).lean()).toMatchObject({
      state: 'sent',
      lastError: 'No channel is on for this user',
    });

    await t.identity.request
      .patch('/api/user/profile')
      .set(signedHeaders(TEST_SECRET, { role: 'parent', userId: farah.id }))
      .send({ notifications: { push: true } })
      .expect(200);
    await handOff([farah.id]);
    await settle();
    expect(push.received).toHaveLength(1);
  });

  it('forgets a subscription the push service says is gone (410), without retrying', async () => {
    const old = await subscribe(hodan.id, 'parent', 'hodan-old');
    push.answer(old, 410);
    const { id } = await handOff([hodan.id]);
    await settle();
    expect(
      await t.models.PushSubscription.countDocuments({ endpoint: old.subscription.endpoint }),
    ).toBe(0);
    const job = await t.models.DeliveryJob.findOne({ key: { $regex: `^${id}:.*:push:` } }).lean();
    expect(job).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('the queue', () => {
  it('survives a restart and two workers without sending anything twice', async () => {
    const devices = await Promise.all(
      [amina.id, amina.id, teacher.id].map((id, i) =>
        subscribe(id, id === teacher.id ? 'teacher' : 'parent', `restart-${i}`),
      ),
    );
    const { id } = await handOff([amina.id, teacher.id]);
    // The same hand-off again (the gateway retried): nothing new.
    expect((await handOff([amina.id, teacher.id], healthAlert, id)).queued).toBe(0);

    // A worker takes one job and dies before finishing it.
    const dying = await t.delivery.worker['deps'].jobs.claim(
      'worker-that-died',
      new Date(clock.now),
    );
    expect(dying).not.toBeNull();

    // After a restart two instances work the same queue at once.
    const a = t.another().worker;
    const b = t.another().worker;
    // (The hand-off also started this instance's own worker: three at once.)
    await Promise.all([settle(a), settle(b), settle()]);
    // The dead worker's job waits for its lease, then is done once.
    clock.now += LEASE_MS + 1;
    await Promise.all([settle(a), settle(b)]);

    const wanted = devices.map(pathOf);
    const got = push.received.map((r) => r.path).filter((p) => wanted.includes(p));
    expect(got.sort()).toEqual([...wanted].sort());
    // Devices subscribed by earlier tests got it too, but nobody twice.
    const all = push.received.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
    const unsent = await t.models.DeliveryJob.find({
      key: { $regex: `^${id}:` },
      state: { $ne: 'sent' },
    }).lean();
    expect(unsent).toEqual([]);
  });

  it('retries with exponential backoff, then keeps the job as a dead letter for administrators', async () => {
    const flaky = await subscribe(hodan.id, 'parent', 'hodan-flaky');
    push.answer(flaky, 503);
    const { id } = await handOff([hodan.id]);
    await settle();
    const key = { key: { $regex: `^${id}:.*:push:` } };
    let job = await t.models.DeliveryJob.findOne(key).lean();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job!.runAt.getTime() - clock.now).toBe(5_000);

    await settle(); // not due yet
    expect(await t.models.DeliveryJob.findOne(key).lean()).toMatchObject({ attempts: 1 });

    clock.now += 5_000;
    await settle();
    job = await t.models.DeliveryJob.findOne(key).lean();
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(job!.runAt.getTime() - clock.now).toBe(10_000);

    clock.now += 10_000;
    await settle();
    job = await t.models.DeliveryJob.findOne(key).lean();
    expect(job).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'The push service answered 503',
    });

    const admin = await t.request
      .get('/api/admin/delivery')
      .set(t.as('admin', DEMO_USERS.admin.id));
    expect(admin.status).toBe(200);
    expect(admin.body.deadLetters).toContainEqual(
      expect.objectContaining({
        id: job!._id.toHexString(),
        kind: 'push',
        userId: hodan.id,
        attempts: 3,
      }),
    );
    expect(admin.body.queue.dead).toBeGreaterThanOrEqual(1);
    expect(admin.body.channels[0]).toEqual({
      channel: 'push',
      configured: true,
      source: 'generated',
    });
  });

  it('refuses a hand-off that is not from the gateway or is malformed', async () => {
    const asParent = await t.request
      .post('/internal/notifications')
      .set(t.as('parent', amina.id))
      .send({ id: 'hand-off-x1', userIds: [amina.id], event: healthAlert });
    expect(asParent.status).toBe(403);
    const malformed = await t.request
      .post('/internal/notifications')
      .set(t.as('system'))
      .send({ id: 'hand-off-x2', userIds: [], event: { type: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(await t.models.DeliveryJob.countDocuments({ key: { $regex: '^hand-off-x' } })).toBe(0);
  });

  // Last in the file: it stops this instance's own worker, as a shutdown does.
  it('at shutdown a worker finishes the run under way, claims nothing more, and the next instance sends the rest', async () => {
    const phone = await subscribe(farah.id, 'parent', 'farah-shutdown');
    const tablet = await subscribe(farah.id, 'parent', 'farah-shutdown-2');
    const worker = t.delivery.worker;
    const { id } = await handOff([farah.id]);
    // The hand-off started a run; the shutdown waits for it and every job it claimed is written back.
    await worker.stop();
    expect(
      await t.models.DeliveryJob.countDocuments({ key: { $regex: `^${id}` }, state: 'sending' }),
    ).toBe(0);

    // Once stopped it takes nothing, even when asked.
    const second = await handOff([farah.id], { ...healthAlert, message: 'After the shutdown' });
    expect(await worker.drain()).toBe(0);
    await worker.kick();
    const pending = await t.models.DeliveryJob.countDocuments({
      key: { $regex: `^${second.id}` },
      state: { $ne: 'sent' },
    });
    expect(pending).toBeGreaterThan(0);

    // The next instance sends everything left, to both of Farah's devices.
    await settle(t.another().worker);
    const got = push.received.map((r) => r.path);
    for (const device of [phone, tablet]) {
      expect(got.filter((p) => p === pathOf(device)).length).toBe(2);
    }
  });
});
