import http from 'node:http';
import Router from '@koa/router';
import { adminDeliverySchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { createServiceApp, listen, requireUser, serverUrl, type Identity } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import { startFakeSmsService, type FakeSmsService } from '../testing-sms-service';

const { amina } = DEMO_USERS;
const AMINA = '+16125550141';
const FARAH = '+16125550177';
const INBOUND_URL = 'https://portal.district742.example/api/sms/inbound';
const THREAD = '64b0000000000000000000aa';

interface RecordedReply {
  threadId: string;
  identity: Identity;
  body: unknown;
}

/**
 * A loopback stand-in for messaging's `POST /api/messages/:id/replies` that checks the identity
 * headers with the shared secret exactly as messaging does (service-kit's middleware) and records
 * what delivery posted.
 */
async function startMessagingRecorder() {
  const replies: RecordedReply[] = [];
  const app = createServiceApp({
    name: 'messaging-recorder',
    secret: TEST_SECRET,
    logger: testLogger(),
  });
  const router = new Router();
  router.post('/api/messages/:id/replies', requireUser(), (ctx) => {
    replies.push({
      threadId: ctx.params.id ?? '',
      identity: ctx.state.identity as Identity,
      body: ctx.request.body,
    });
    ctx.status = 201;
    ctx.body = { id: 'reply-1' };
  });
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  return {
    url: serverUrl(server, '127.0.0.1'),
    replies,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: DeliveryTestApp;
let sms: FakeSmsService;
let messaging: Awaited<ReturnType<typeof startMessagingRecorder>>;
const now = new Date('2025-01-07T16:00:00Z'); // 10:00 in Minnesota

beforeAll(async () => {
  sms = await startFakeSmsService();
  messaging = await startMessagingRecorder();
  t = await startDeliveryTestApp({
    env: { ...sms.env, MESSAGING_URL: messaging.url },
    clock: () => now,
  });
  await t.identity.request
    .patch('/api/user/profile')
    .set(t.as('parent', amina.id))
    .send({ notifications: { sms: true } })
    .expect(200);
});
afterAll(async () => {
  await t.stop();
  await messaging.stop();
  await sms.stop();
});
beforeEach(() => {
  sms.received.length = 0;
  messaging.replies.length = 0;
});

const drain = async () => {
  while ((await t.delivery.worker.drain()) > 0);
};

/** The provider's webhook, signed (or not) as Twilio signs it. */
function inbound(params: Record<string, string>, signature = sms.sign(INBOUND_URL, params)) {
  return t.request
    .post('/api/sms/inbound')
    .set(t.as('anonymous'))
    .set('x-twilio-signature', signature)
    .type('form')
    .send(params);
}

const message = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;

describe('POST /api/sms/inbound', () => {
  it('refuses a bad or missing signature (403) and stores nothing', async () => {
    const params = sms.inboundParams('+16125550199', 'hello');
    const forged = await inbound(params, sms.sign(INBOUND_URL, { ...params, Body: 'other' }));
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('SMS_SIGNATURE_INVALID');
    const wrongUrl = await inbound(
      params,
      sms.sign('https://elsewhere.example/api/sms/inbound', params),
    );
    expect(wrongUrl.status).toBe(403);
    const missing = await t.request
      .post('/api/sms/inbound')
      .set(t.as('anonymous'))
      .type('form')
      .send(params);
    expect(missing.status).toBe(403);
    expect(await t.models.SmsInbound.countDocuments()).toBe(0);
  });

  it('a parent’s reply to a school message lands in that conversation, posted as the parent', async () => {
    await t.request
      .post('/internal/notifications')
      .set(t.as('system'))
      .send({
        id: 'inbound-hand-off-1',
        userIds: [amina.id],
        event: { type: 'new_message', senderName: 'Ms. Johnson', threadId: THREAD },
      })
      .expect(202);
    await drain();
    expect(sms.received.map((m) => [m.to, m.body])).toEqual([
      [
        AMINA,
        `District 742: Fariin cusub oo ka timid Ms. Johnson https://portal.district742.example/messages/${THREAD} Jawaab JOOJI si aad u joojiso`,
      ],
    ]);

    const params = sms.inboundParams(AMINA, 'Mahadsanid, waan iman doonaa');
    const res = await inbound(params);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(messaging.replies).toEqual([
      {
        threadId: THREAD,
        identity: { userId: amina.id, role: 'parent', clientIp: '127.0.0.1' },
        body: {
          content: 'Mahadsanid, waan iman doonaa',
          language: 'so',
          idempotencyKey: `sms:${params.MessageSid}`,
        },
      },
    ]);
    // The provider retries the webhook: stored once, posted once, the same answer.
    const again = await inbound(params);
    expect(again.text).toBe(res.text);
    expect(messaging.replies).toHaveLength(1);
    expect(await t.models.SmsInbound.countDocuments({ messageSid: params.MessageSid })).toBe(1);
  });

  it('an unknown number gets a short bilingual answer and is kept for an administrator, once', async () => {
    const params = sms.inboundParams('+16125550199', 'Who is this?');
    const res = await inbound(params);
    expect(res.text).toBe(
      message(
        'We could not match your message. Please use the District 742 app. / Fariintaada lama helin. Fadlan isticmaal app-ka District 742.',
      ),
    );
    await inbound(params);
    expect(await t.models.SmsInbound.countDocuments({ messageSid: params.MessageSid })).toBe(1);
    expect(messaging.replies).toEqual([]);

    // A known parent with no recent school text to answer: kept too.
    await inbound(sms.inboundParams(FARAH, 'Hello school'));
    const admin = await t.request
      .get('/api/admin/delivery')
      .set(t.as('admin', DEMO_USERS.admin.id))
      .expect(200);
    const view = adminDeliverySchema.parse(admin.body);
    expect(view.unmatchedSms.slice(0, 2)).toEqual([
      expect.objectContaining({
        from: '+1612•••0177',
        body: 'Hello school',
        reason: 'no-conversation',
      }),
      expect.objectContaining({
        from: '+1612•••0199',
        body: 'Who is this?',
        reason: 'unknown-number',
      }),
    ]);
  });

  it('STOP and JOOJI suppress the number, START and BILOW lift it, each answered in both languages', async () => {
    for (const [word, back] of [
      ['STOP', 'START'],
      ['jooji', 'Bilow'],
      ['JOOJI FARIIMAHA', 'UNSTOP'],
    ] as const) {
      const stopped = await inbound(sms.inboundParams(AMINA, word));
      expect(stopped.text).toContain('Reply START to resume');
      expect(stopped.text).toContain('Jawaab BILOW');
      expect(await t.models.SmsSuppression.findById(AMINA).lean()).toMatchObject({
        reason: 'stop',
      });

      // Suppressed: a notice sends nothing.
      await t.request
        .post('/internal/notifications')
        .set(t.as('system'))
        .send({
          id: `inbound-stop-${word}`,
          userIds: [amina.id],
          event: { type: 'new_message', senderName: 'Ms. Johnson', threadId: THREAD },
        })
        .expect(202);
      await drain();
      expect(sms.received).toEqual([]);

      const started = await inbound(sms.inboundParams(AMINA, back));
      expect(started.text).toContain('text messages are on again');
      expect(await t.models.SmsSuppression.findById(AMINA).lean()).toBeNull();
    }
    await t.request
      .post('/internal/notifications')
      .set(t.as('system'))
      .send({
        id: 'inbound-after-start',
        userIds: [amina.id],
        event: { type: 'new_message', senderName: 'Ms. Johnson', threadId: THREAD },
      })
      .expect(202);
    await drain();
    expect(sms.received.map((m) => m.to)).toEqual([AMINA]);
  });
});
