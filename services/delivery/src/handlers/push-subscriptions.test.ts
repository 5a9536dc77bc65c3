import { pushPublicKeySchema } from '@d742/contracts';
import supertest from 'supertest';
import { startDeliveryTestApp, amina, farah, type DeliveryTestApp } from '../testing-app';
import { startFakePushService, type FakePushService } from '../testing-push-service';

let t: DeliveryTestApp;
let push: FakePushService;

beforeAll(async () => {
  t = await startDeliveryTestApp();
  push = await startFakePushService();
});
afterAll(async () => {
  await push.stop();
  await t.stop();
});

const owners = async () =>
  (await t.models.PushSubscription.find().lean()).map((s) => [s.endpoint, s.userId]);

describe('GET /api/push/public-key', () => {
  it('answers the generated key, the same on every call and for a second instance', async () => {
    const first = await t.request.get('/api/push/public-key').set(t.as('parent', amina.id));
    expect(first.status).toBe(200);
    const key = pushPublicKeySchema.parse(first.body);
    expect(key.enabled).toBe(true);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(key.publicKey ?? '', 'base64url')).toHaveLength(65);
    const again = await t.request.get('/api/push/public-key').set(t.as('parent', farah.id));
    expect(again.body).toEqual(first.body);
    const secondInstance = supertest(t.another().app.callback());
    const fromSecond = await secondInstance
      .get('/api/push/public-key')
      .set(t.as('parent', amina.id));
    expect(fromSecond.body).toEqual(first.body);
    expect(await t.models.Setting.countDocuments()).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request.get('/api/push/public-key')).status).toBe(401);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('saves a device for its owner; the same endpoint signed into by someone else becomes theirs', async () => {
    const phone = push.browser('phone');
    const saved = await t.request
      .post('/api/push/subscriptions')
      .set(t.as('parent', amina.id))
      .send({ ...phone.subscription, expirationTime: null });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ endpoint: phone.subscription.endpoint, saved: true });

    const again = await t.request
      .post('/api/push/subscriptions')
      .set(t.as('parent', amina.id))
      .send(phone.subscription);
    expect(again.status).toBe(200);
    expect(await owners()).toContainEqual([phone.subscription.endpoint, amina.id]);

    const moved = await t.request
      .post('/api/push/subscriptions')
      .set(t.as('parent', farah.id))
      .send(phone.subscription);
    expect(moved.status).toBe(200);
    const rows = (await owners()).filter(([e]) => e === phone.subscription.endpoint);
    expect(rows).toEqual([[phone.subscription.endpoint, farah.id]]);
  });

  it("refuses to delete another family's device, and deletes the owner's", async () => {
    const tablet = push.browser('tablet');
    await t.request
      .post('/api/push/subscriptions')
      .set(t.as('parent', amina.id))
      .send(tablet.subscription)
      .expect(201);

    const theirs = await t.request
      .delete('/api/push/subscriptions')
      .set(t.as('parent', farah.id))
      .send({ endpoint: tablet.subscription.endpoint });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' });
    expect(await owners()).toContainEqual([tablet.subscription.endpoint, amina.id]);

    const own = await t.request
      .delete('/api/push/subscriptions')
      .set(t.as('parent', amina.id))
      .send({ endpoint: tablet.subscription.endpoint });
    expect(own.status).toBe(204);
    expect((await owners()).map(([e]) => e)).not.toContain(tablet.subscription.endpoint);
  });

  it('refuses a malformed subscription with 400 and stores nothing', async () => {
    const before = await t.models.PushSubscription.countDocuments();
    const bad = [
      {},
      { endpoint: 'not a url', keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) } },
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'short', auth: 'y'.repeat(22) } },
      {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: '+/'.repeat(44), auth: 'y'.repeat(22) },
      },
      {
        endpoint: 'ftp://push.example/abc',
        keys: { p256dh: 'x'.repeat(87), auth: 'y'.repeat(22) },
      },
    ];
    for (const body of bad) {
      const res = await t.request
        .post('/api/push/subscriptions')
        .set(t.as('parent', amina.id))
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    }
    expect(await t.models.PushSubscription.countDocuments()).toBe(before);
  });

  it('removes the devices of a signed-out session (the gateway tells)', async () => {
    const laptop = push.browser('laptop');
    const tag = 'a'.repeat(64);
    await t.request
      .post('/api/push/subscriptions')
      .set({ ...t.as('parent', amina.id), 'x-d742-session-tag': tag })
      .send(laptop.subscription)
      .expect(201);
    const out = await t.request
      .post('/internal/push/sign-out')
      .set(t.as('system'))
      .send({ sessionTag: tag });
    expect(out.body).toEqual({ removed: 1 });
    expect((await owners()).map(([e]) => e)).not.toContain(laptop.subscription.endpoint);
    // Only the gateway may say so.
    const forged = await t.request
      .post('/internal/push/sign-out')
      .set(t.as('parent', amina.id))
      .send({ sessionTag: tag });
    expect(forged.status).toBe(403);
  });
});

describe('push in production without configured keys', () => {
  it('is off: no key, subscriptions refused, the admin view says not configured', async () => {
    const prod = await startDeliveryTestApp({ env: { NODE_ENV: 'production' }, identity: false });
    try {
      const key = await prod.request.get('/api/push/public-key').set(prod.as('parent', amina.id));
      expect(key.body).toEqual({ enabled: false, publicKey: null });
      const browser = push.browser('prod');
      const res = await prod.request
        .post('/api/push/subscriptions')
        .set(prod.as('parent', amina.id))
        .send({ ...browser.subscription, endpoint: 'https://push.example/x' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'PUSH_NOT_CONFIGURED' });
      const admin = await prod.request.get('/api/admin/delivery').set(prod.as('admin', 'admin-1'));
      expect(admin.body.channels).toEqual([
        { channel: 'push', configured: false, source: null },
        { channel: 'email', configured: false, source: null },
        { channel: 'sms', configured: false, source: null },
      ]);
      expect(
        (await prod.request.get('/api/admin/delivery').set(prod.as('parent', amina.id))).status,
      ).toBe(403);
    } finally {
      await prod.stop();
    }
  }, 120_000);
});

describe('contact verification without email or SMS configured', () => {
  it('answers 503 CHANNEL_NOT_CONFIGURED and shows both unavailable', async () => {
    for (const channel of ['email', 'sms']) {
      const res = await t.request
        .post('/api/user/contact-verification')
        .set(t.as('parent', amina.id))
        .send({ channel });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('CHANNEL_NOT_CONFIGURED');
    }
    const status = await t.request
      .get('/api/user/contact-verification')
      .set(t.as('parent', amina.id))
      .expect(200);
    expect(status.body.sms).toMatchObject({ available: false, verified: true });
    expect(status.body.email).toMatchObject({ available: false, verified: true });
  });

  it('the SMS webhook answers 503 SMS_NOT_CONFIGURED', async () => {
    const res = await t.request
      .post('/api/sms/inbound')
      .set(t.as('anonymous'))
      .type('form')
      .send({ From: '+16125550141', Body: 'hi', MessageSid: 'SM1' });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('SMS_NOT_CONFIGURED');
  });
});
