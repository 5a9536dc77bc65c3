import type { AddressInfo } from 'node:net';
import { contactVerificationSchema } from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { signedHeaders, TEST_SECRET } from '@d742/service-testing';
import { SMTPServer } from 'smtp-server';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import { startFakeSmsService, type FakeSmsService } from '../testing-sms-service';

const { amina, teacher } = DEMO_USERS;
type Person = (typeof DEMO_USERS)[keyof typeof DEMO_USERS];

let t: DeliveryTestApp;
let sms: FakeSmsService;
let smtp: SMTPServer;
const mails: { to: string[]; raw: string }[] = [];
let now = new Date('2025-01-06T03:30:00Z'); // 21:30 in Minnesota: codes ignore quiet hours

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  sms = await startFakeSmsService();
  t = await startDeliveryTestApp({
    env: { ...sms.env, SMTP_URL: `smtp://127.0.0.1:${port}` },
    clock: () => now,
  });
});
afterAll(async () => {
  await t.stop();
  await sms.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  // Every test in an hour of its own (the hourly limit).
  now = new Date(now.getTime() + 2 * 3600_000);
  sms.received.length = 0;
  mails.length = 0;
});

const drain = async () => {
  while ((await t.delivery.worker.drain()) > 0);
};
const as = (person: Person) => t.as(person.role, person.id);

async function setProfile(person: Person, update: Record<string, unknown>) {
  await t.identity.request
    .patch('/api/user/profile')
    .set(signedHeaders(TEST_SECRET, { role: person.role, userId: person.id }))
    .send(update)
    .expect(200);
}

async function start(person: Person, channel: 'sms' | 'email') {
  const res = await t.request
    .post('/api/user/contact-verification')
    .set(as(person))
    .send({ channel });
  await drain();
  return res;
}
const confirm = (person: Person, channel: 'sms' | 'email', code: string) =>
  t.request.post('/api/user/contact-verification/confirm').set(as(person)).send({ channel, code });

const smsCode = () => /(\d{6})/.exec(sms.received.at(-1)?.body ?? '')?.[1] ?? '';
const mailCode = () =>
  /(\d{6})/.exec(
    mails
      .at(-1)
      ?.raw.split(/\r?\n\r?\n/)
      .slice(1)
      .join() ?? '',
  )?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/user/contact-verification', () => {
  it('answers both channels for the signed-in person (demo contacts are verified)', async () => {
    const res = await t.request.get('/api/user/contact-verification').set(as(amina)).expect(200);
    expect(contactVerificationSchema.parse(res.body)).toEqual({
      email: {
        channel: 'email',
        destination: amina.email,
        verified: true,
        pendingUntil: null,
        available: true,
      },
      sms: {
        channel: 'sms',
        destination: amina.phone,
        verified: true,
        pendingUntil: null,
        available: true,
      },
    });
    expect((await t.request.get('/api/user/contact-verification')).status).toBe(401);
  });

  it('a verified contact cannot start again (409 ALREADY_VERIFIED)', async () => {
    const res = await start(amina, 'sms');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ALREADY_VERIFIED');
  });
});

describe('verifying a new phone number', () => {
  it('sends a code by SMS in the reader’s language (even in quiet hours) and confirms it', async () => {
    await setProfile(amina, { phone: '(612) 555-0142' });
    const status = await t.request.get('/api/user/contact-verification').set(as(amina));
    expect(status.body.sms).toMatchObject({ destination: '(612) 555-0142', verified: false });

    const started = await start(amina, 'sms');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      channel: 'sms',
      verified: false,
      pendingUntil: new Date(now.getTime() + 10 * 60_000).toISOString(),
    });
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]?.to).toBe('+16125550142');
    expect(sms.received[0]?.body).toMatch(
      /^Koodhka District 742: \d{6}\. Wuxuu dhacayaa 10 daqiiqo gudahood\.$/,
    );
    // Only an HMAC of the code is stored, and the queued text is sealed.
    const code = smsCode();
    const stored = JSON.stringify(await t.models.ContactCode.find().lean());
    const queued = JSON.stringify(await t.models.DeliveryJob.find({ kind: 'verification' }).lean());
    expect(stored).not.toContain(code);
    expect(queued).not.toContain(code);

    const bad = await confirm(amina, 'sms', wrong(code));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'CODE_INVALID', triesLeft: 4 });

    const good = await confirm(amina, 'sms', code);
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ channel: 'sms', verified: true, pendingUntil: null });
    expect(
      await t.models.VerifiedPhone.exists({ userId: amina.id, phone: '+16125550142' }),
    ).not.toBeNull();
    // Used once.
    expect((await confirm(amina, 'sms', code)).status).toBe(410);
    await setProfile(amina, { phone: amina.phone });
  });

  it('five wrong tries void the code', async () => {
    await setProfile(amina, { phone: '+1 612 555 0143' });
    await start(amina, 'sms');
    const code = smsCode();
    for (let left = 4; left >= 0; left -= 1) {
      const res = await confirm(amina, 'sms', wrong(code));
      expect(res.body).toMatchObject({ code: 'CODE_INVALID', triesLeft: left });
    }
    const late = await confirm(amina, 'sms', code);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('CODE_EXPIRED');
    await setProfile(amina, { phone: amina.phone });
  });

  it('a code lives 10 minutes', async () => {
    await setProfile(amina, { phone: '+1 612 555 0144' });
    await start(amina, 'sms');
    const code = smsCode();
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect((await confirm(amina, 'sms', code)).body.code).toBe('CODE_EXPIRED');
    await setProfile(amina, { phone: amina.phone });
  });

  it('a code sent to a number changed since confirms nothing', async () => {
    await setProfile(amina, { phone: '+1 612 555 0145' });
    await start(amina, 'sms');
    const code = smsCode();
    await setProfile(amina, { phone: '+1 612 555 0146' });
    const res = await confirm(amina, 'sms', code);
    expect(res.status).toBe(410);
    expect(
      await t.models.VerifiedPhone.exists({ userId: amina.id, phone: '+16125550145' }),
    ).toBeNull();
    await setProfile(amina, { phone: amina.phone });
  });

  it('at most five codes an hour (429 TOO_MANY_CODES with Retry-After)', async () => {
    await setProfile(amina, { phone: '+1 612 555 0147' });
    for (let i = 0; i < 5; i += 1) {
      expect((await start(amina, 'sms')).status).toBe(202);
      now = new Date(now.getTime() + 60_000);
    }
    const sixth = await start(amina, 'sms');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('TOO_MANY_CODES');
    expect(Number(sixth.headers['retry-after'])).toBe(3600 - 5 * 60);
    expect(sms.received).toHaveLength(5);
    await setProfile(amina, { phone: amina.phone });
  });

  it('no number in the profile: 409 NO_CONTACT', async () => {
    await setProfile(amina, { phone: '' });
    const res = await start(amina, 'sms');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NO_CONTACT');
    await setProfile(amina, { phone: amina.phone });
  });
});

describe('verifying a new email address', () => {
  it('sends the code by email in English and confirms it', async () => {
    await setProfile(teacher, { email: 'New.Teacher@d742.example' });
    const started = await start(teacher, 'email');
    expect(started.status).toBe(202);
    expect(mails.map((m) => m.to)).toEqual([['new.teacher@d742.example']]);
    expect(mails[0]?.raw).toMatch(/^Subject: Your District 742 code/m);
    expect(mails[0]?.raw).toMatch(/Your District 742 code: \d{6}\. It expires in 10 minutes\./);
    const code = mailCode();
    const res = await confirm(teacher, 'email', code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channel: 'email',
      destination: 'new.teacher@d742.example', // identity stores addresses lowercase
      verified: true,
    });
    expect(
      await t.models.VerifiedAddress.exists({
        userId: teacher.id,
        email: 'new.teacher@d742.example',
      }),
    ).not.toBeNull();
    await setProfile(teacher, { email: teacher.email });
  });
});
