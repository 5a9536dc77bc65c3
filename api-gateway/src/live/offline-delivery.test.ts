import request from 'supertest';
import WebSocket from 'ws';
import { DEMO_USERS } from '@d742/demo-data';
import { createModels } from '@d742/delivery-service';
import { signIdentity } from '@d742/service-kit';
import { TEST_SECRET } from '@d742/service-testing';
import {
  startFakePushService,
  type FakePushService,
} from '../../../services/delivery/src/testing-push-service';
import { signInThroughGateway, startTestStack, type TestStack } from '../../test/testing-stack';
import { sessionTag } from './offline-delivery';

jest.setTimeout(120_000);

let stack: TestStack;
let push: FakePushService;
beforeAll(async () => {
  stack = await startTestStack();
  push = await startFakePushService();
});
afterAll(async () => {
  await push?.stop();
  await stack?.stop();
});

const { amina } = DEMO_USERS;
const system = () =>
  signIdentity(TEST_SECRET, { userId: '', role: 'system', clientIp: '127.0.0.1' });
const event = {
  type: 'system_alert' as const,
  message: 'School closed',
  severity: 'high',
  i18n: { so: 'Dugsigu waa xiran yahay', en: 'School closed' },
};
const models = () => createModels(stack.deliveryConnection);

async function publish(userIds: string[]) {
  const res = await request(stack.gateway.app.callback())
    .post('/internal/events')
    .set(system())
    .send({ userIds, event });
  expect(res.status).toBe(202);
  // The hand-off is fire-and-forget for the live channel; the test waits for it, then the queue.
  await stack.gateway.deliverySettled();
  while ((await stack.delivery.worker.drain()) > 0);
  return (res.body as { delivered: number }).delivered;
}

async function openSocket(cookie: string) {
  const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/ws`, {
    headers: { Cookie: cookie },
  });
  const messages: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const authed = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()));
      if (messages.length === 1) resolve();
    }),
  );
  socket.send(JSON.stringify({ type: 'auth', userId: amina.id, role: amina.role }));
  await authed;
  return { socket, messages };
}

describe('live notifications for people whose page is closed', () => {
  it('go to delivery only for users with no open socket, and a sign-out stops that device', async () => {
    const { cookie } = await signInThroughGateway(stack, amina);
    const api = request(stack.gateway.app.callback());
    const key = await api.get('/api/push/public-key').set('Cookie', cookie);
    expect(key.body).toEqual({ enabled: true, publicKey: expect.any(String) });
    const phone = push.browser('amina-phone');
    await api
      .post('/api/push/subscriptions')
      .set('Cookie', cookie)
      .send(phone.subscription)
      .expect(201);
    const sid = /=(.*)$/.exec(cookie)![1]!;
    expect(await models().PushSubscription.findOne().lean()).toMatchObject({
      userId: amina.id,
      sessionTag: sessionTag(sid),
    });

    // Page closed: no socket reached, the phone gets a push in Somali.
    expect(await publish([amina.id])).toBe(0);
    expect(push.received.map((r) => r.payload)).toEqual([
      expect.objectContaining({
        title: 'Digniin nidaam',
        body: 'Dugsigu waa xiran yahay',
        lang: 'so',
      }),
    ]);

    // Page open: the socket gets it, delivery is not asked.
    const page = await openSocket(cookie);
    const jobsBefore = await models().DeliveryJob.countDocuments();
    expect(await publish([amina.id])).toBe(1);
    expect(await models().DeliveryJob.countDocuments()).toBe(jobsBefore);
    expect(push.received).toHaveLength(1);
    page.socket.close();

    // Signing out removes the device that session registered.
    await api.post('/api/auth/logout').set('Cookie', cookie).expect(204);
    await stack.gateway.deliverySettled();
    expect(await models().PushSubscription.countDocuments()).toBe(0);
  });

  it('deletes only the caller’s own subscription through the gateway', async () => {
    const { cookie } = await signInThroughGateway(stack, amina);
    const tablet = push.browser('amina-tablet');
    const api = request(stack.gateway.app.callback());
    await api
      .post('/api/push/subscriptions')
      .set('Cookie', cookie)
      .send(tablet.subscription)
      .expect(201);
    const farah = (await signInThroughGateway(stack, DEMO_USERS.farah)).cookie;
    await api
      .delete('/api/push/subscriptions')
      .set('Cookie', farah)
      .send({ endpoint: tablet.subscription.endpoint })
      .expect(404);
    await api
      .delete('/api/push/subscriptions')
      .set('Cookie', cookie)
      .send({ endpoint: tablet.subscription.endpoint })
      .expect(204);
    expect(await models().PushSubscription.countDocuments()).toBe(0);
  });
});
