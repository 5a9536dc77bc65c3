import { DEMO_USERS } from '@d742/demo-data';
import { signedHeaders, TEST_SECRET } from '@d742/service-testing';
import { SMS_KEYWORDS, SMS_START_KEYWORD } from '@d742/contracts';
import {
  endOfQuietHours,
  isQuietHour,
  isUrgent,
  keywordOf,
  normalisePhone,
  SMS_REPLIES,
  SMS_TEXTS,
  smsTextOf,
} from '../domain/sms';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import { startFakeSmsService, type FakeSmsService } from '../testing-sms-service';

const { amina, farah, teacher } = DEMO_USERS;
const AMINA = '+16125550141';
const FARAH = '+16125550177';
const TEACHER = '+16125550100';
const ZONE = 'America/Chicago';

let t: DeliveryTestApp;
let sms: FakeSmsService;
/** The delivery clock: each test starts on a day of its own, 09:00 in Minnesota (15:00 UTC). */
let now = new Date('2025-01-03T15:00:00Z');
let day = 0;

const CAP = 3;

beforeAll(async () => {
  sms = await startFakeSmsService();
  t = await startDeliveryTestApp({
    env: { ...sms.env, SMS_DAILY_CAP: String(CAP), DISTRICT_TIME_ZONE: ZONE },
    clock: () => now,
  });
  for (const person of [amina, farah, teacher])
    await t.identity.request
      .patch('/api/user/profile')
      .set(signedHeaders(TEST_SECRET, { role: person.role, userId: person.id }))
      .send({ notifications: { sms: true } })
      .expect(200);
});
afterAll(async () => {
  await t.stop();
  await sms.stop();
});
beforeEach(() => {
  day += 1;
  now = new Date(Date.UTC(2025, 0, 3 + day, 15, 0, 0)); // CST all month
  sms.received.length = 0;
  sms.refused.length = 0;
});

let handOffs = 0;
const conference = {
  type: 'notification',
  title: 'Conference booked',
  message: 'Tuesday 15:00',
  i18n: { so: 'Talaado 15:00', en: 'Tuesday 15:00' },
  titleI18n: { so: 'Kulan waa la qabsaday', en: 'Conference booked' },
  topic: 'conference',
};
const healthAlert = {
  type: 'notification',
  title: 'Health alert',
  message: 'Hodan was seen by the nurse',
  i18n: { so: 'Hodan waxaa arkay kalkaalisada', en: 'Hodan was seen by the nurse' },
  titleI18n: { so: 'Digniin caafimaad', en: 'Health alert' },
  severity: 'high',
  topic: 'health_alert',
};
/** A routine health note: the nurse's low-severity note. */
const healthNote = {
  ...healthAlert,
  message: 'Hodan rested ten minutes',
  i18n: { so: 'Hodan wuu nastay toban daqiiqo', en: 'Hodan rested ten minutes' },
  severity: 'low',
};
/** A safety alert: a system alert of severity critical (e.g. a lockdown). */
const lockdown = {
  type: 'system_alert',
  severity: 'critical',
  message: 'Xiritaan: ardaydu way nabad qabaan',
  i18n: { so: 'Xiritaan: ardaydu way nabad qabaan', en: 'Lockdown: students are safe' },
};

const drain = async () => {
  while ((await t.delivery.worker.drain()) > 0);
};

async function notify(userId: string, event: Record<string, unknown> = conference) {
  const id = `sms-hand-off-${++handOffs}`;
  await t.request
    .post('/internal/notifications')
    .set(t.as('system'))
    .send({ id, userIds: [userId], event })
    .expect(202);
  await drain();
  return `${id}:${userId}`;
}

const smsJob = (key: string) => t.models.DeliveryJob.findOne({ key: `${key}:sms` }).lean();

async function setSwitch(person: (typeof DEMO_USERS)[keyof typeof DEMO_USERS], on: boolean) {
  await t.identity.request
    .patch('/api/user/profile')
    .set(signedHeaders(TEST_SECRET, { role: person.role, userId: person.id }))
    .send({ notifications: { sms: on } })
    .expect(200);
}

describe('SMS notifications', () => {
  it('go through the provider’s API to a verified number, in Somali, short, with the link and the STOP line', async () => {
    await notify(amina.id);
    expect(sms.refused).toEqual([]);
    expect(sms.received).toHaveLength(1);
    const [message] = sms.received;
    expect(message).toMatchObject({ to: AMINA, from: sms.from, messagingServiceSid: null });
    expect(message?.body).toBe(
      'District 742: Kulan waa la qabsaday: Talaado 15:00 https://portal.district742.example/calendar Jawaab JOOJI si aad u joojiso',
    );
    expect(message!.body.length).toBeLessThanOrEqual(160);
  });

  it('are in English for an English reader, staff links open staff pages', async () => {
    await notify(teacher.id);
    expect(sms.received.map((m) => [m.to, m.body])).toEqual([
      [
        TEACHER,
        'District 742: Conference booked: Tuesday 15:00 https://portal.district742.example/staff/classes Reply STOP to opt out',
      ],
    ]);
  });

  it('keep to one 160-character segment when the notice is long', () => {
    const text = smsTextOf(
      {
        title: 'Fariin cusub',
        body: 'x'.repeat(400),
        url: '/messages/64b000000000000000000001',
        tag: 't',
        lang: 'so',
      },
      'https://portal.district742.example',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/\.\.\. https:\/\/portal\.district742\.example\/messages\/64b0.*JOOJI/);
  });

  it('respect the SMS switch', async () => {
    await setSwitch(farah, false);
    const key = await notify(farah.id);
    expect(sms.received).toEqual([]);
    expect(await smsJob(key)).toBeNull();
    await setSwitch(farah, true);
    await notify(farah.id);
    expect(sms.received.map((m) => m.to)).toEqual([FARAH]);
  });

  it('never go to a number that is not verified', async () => {
    await t.models.VerifiedPhone.deleteMany({ userId: farah.id });
    const key = await notify(farah.id);
    expect(sms.received).toEqual([]);
    expect(await smsJob(key)).toBeNull();
    await t.models.VerifiedPhone.create({ userId: farah.id, phone: FARAH, verifiedAt: now });
  });

  it('never go to a suppressed number, checked again when sending', async () => {
    await t.models.SmsSuppression.create({ _id: FARAH, reason: 'admin', createdAt: now });
    expect(await smsJob(await notify(farah.id))).toBeNull();
    await t.models.SmsSuppression.deleteMany({});

    // Queued in quiet hours, suppressed before 07:00: nothing goes at 07:00.
    now = new Date(now.getTime() + 13 * 3600_000); // 22:00 in Minnesota
    const key = await notify(farah.id);
    expect(await smsJob(key)).toMatchObject({ state: 'pending' });
    await t.models.SmsSuppression.create({ _id: FARAH, reason: 'stop', createdAt: now });
    now = new Date(now.getTime() + 9 * 3600_000);
    await drain();
    expect(sms.received).toEqual([]);
    expect(await smsJob(key)).toMatchObject({
      state: 'sent',
      lastError: 'The number is on the suppression list',
    });
    await t.models.SmsSuppression.deleteMany({});
  });
});

describe('quiet hours (21:00-07:00 district time)', () => {
  it('are read in the district’s time zone, across the DST change', () => {
    expect(isQuietHour(new Date('2025-03-05T02:59:00Z'), ZONE)).toBe(false); // 20:59 CST
    expect(isQuietHour(new Date('2025-03-05T03:00:00Z'), ZONE)).toBe(true); // 21:00 CST
    expect(isQuietHour(new Date('2025-07-05T11:59:00Z'), ZONE)).toBe(true); // 06:59 CDT
    expect(isQuietHour(new Date('2025-07-05T12:00:00Z'), ZONE)).toBe(false); // 07:00 CDT
    expect(endOfQuietHours(new Date('2025-03-05T04:00:00Z'), ZONE).toISOString()).toBe(
      '2025-03-05T13:00:00.000Z',
    );
    // Saturday 22:00 CST before the switch to CDT: 07:00 CDT on Sunday.
    expect(endOfQuietHours(new Date('2025-03-09T04:00:00Z'), ZONE).toISOString()).toBe(
      '2025-03-09T12:00:00.000Z',
    );
    expect(endOfQuietHours(new Date('2025-07-05T10:00:00Z'), ZONE).toISOString()).toBe(
      '2025-07-05T12:00:00.000Z',
    );
  });

  it('defer a normal notice to 07:00 and let a health alert through at once', async () => {
    now = new Date(now.getTime() + 13 * 3600_000); // 22:00 in Minnesota
    const normal = await notify(amina.id);
    expect(sms.received).toEqual([]);
    const deferred = await smsJob(normal);
    const seven = new Date(now.getTime() + 9 * 3600_000);
    expect(deferred).toMatchObject({ state: 'pending', attempts: 0, runAt: seven });

    await notify(amina.id, healthAlert);
    expect(sms.received.map((m) => m.body)).toEqual([
      expect.stringContaining('Digniin caafimaad: Hodan waxaa arkay kalkaalisada'),
    ]);
    expect(sms.received[0]?.body).toContain('https://portal.district742.example/alerts');

    now = new Date(seven.getTime() - 60_000);
    await drain();
    expect(sms.received).toHaveLength(1);
    now = seven;
    await drain();
    expect(sms.received).toHaveLength(2);
    expect(await smsJob(normal)).toMatchObject({ state: 'sent', lastError: null });
  });

  it('let only urgent health and safety alerts through: a routine health note waits for 07:00', async () => {
    now = new Date(now.getTime() + 14 * 3600_000); // 23:00 in Minnesota
    const seven = new Date(now.getTime() + 8 * 3600_000);
    const note = await notify(amina.id, healthNote);
    const routineSystem = await notify(amina.id, { ...lockdown, severity: 'info' });
    const safety = await notify(amina.id, lockdown);
    // The system alert reports raises beside a high health alert repeats it: no second text.
    const repeat = await notify(amina.id, { ...lockdown, severity: 'high', topic: 'health_alert' });
    expect(sms.received.map((m) => m.body)).toEqual([
      expect.stringContaining('Xiritaan: ardaydu way nabad qabaan'),
    ]);
    expect(await smsJob(repeat)).toBeNull();
    for (const key of [note, routineSystem])
      expect(await smsJob(key)).toMatchObject({ state: 'pending', runAt: seven });
    expect(await smsJob(safety)).toMatchObject({ state: 'sent' });

    now = seven;
    await drain();
    const morning = sms.received.slice(1).map((m) => m.body);
    expect(morning).toHaveLength(2);
    expect(morning).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Hodan wuu nastay toban daqiiqo'),
        expect.stringContaining('Xiritaan'),
      ]),
    );
  });

  it('are decided by kind and severity', () => {
    expect(isUrgent(healthAlert as never)).toBe(true);
    expect(isUrgent({ ...healthAlert, severity: 'Emergency' } as never)).toBe(true);
    expect(isUrgent(healthNote as never)).toBe(false);
    expect(isUrgent({ ...healthAlert, severity: undefined } as never)).toBe(false);
    // A high severity on a notice that is not a health alert does not make it urgent.
    expect(isUrgent({ ...conference, severity: 'high' } as never)).toBe(false);
    expect(isUrgent(lockdown as never)).toBe(true);
    expect(isUrgent({ ...lockdown, severity: 'medium' } as never)).toBe(false);
  });
});

describe('the daily cap', () => {
  it('stops normal notices after the cap for the district day; urgent ones still go and count', async () => {
    const toTeacher = () => sms.received.filter((m) => m.to === TEACHER);
    for (let i = 0; i < CAP; i += 1) await notify(teacher.id);
    expect(toTeacher()).toHaveLength(CAP);
    const over = await notify(teacher.id);
    expect(toTeacher()).toHaveLength(CAP);
    expect(await smsJob(over)).toMatchObject({
      state: 'sent',
      lastError: `Not sent: the daily SMS cap (${CAP}) is reached`,
    });
    await notify(teacher.id, healthAlert);
    expect(toTeacher()).toHaveLength(CAP + 1);
    expect(await t.models.SentSms.countDocuments({ userId: teacher.id, urgent: true })).toBe(1);
    // The next district day (past midnight in Minnesota, still the same UTC day at 05:30).
    now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 13));
    await notify(teacher.id);
    expect(toTeacher()).toHaveLength(CAP + 2);
  });

  it('holds with several workers sending to the same person at the same moment', async () => {
    // Eight notices for Amina, worked by four workers at once against a slow provider (every send
    // overlaps the others): exactly the cap goes, none over it.
    sms.delay(150);
    try {
      for (let i = 0; i < 8; i += 1)
        await t.request
          .post('/internal/notifications')
          .set(t.as('system'))
          .send({ id: `cap-race-${day}-${i}`, userIds: [amina.id], event: conference })
          .expect(202);
      const workers = [t.delivery.worker, ...[1, 2, 3].map(() => t.another().worker)];
      const settle = async (worker: (typeof workers)[number]) => {
        while ((await worker.drain()) > 0);
      };
      await Promise.all(workers.map(settle));
      await Promise.all(workers.map(settle));
    } finally {
      sms.delay(0);
    }
    expect(sms.received.filter((m) => m.to === AMINA)).toHaveLength(CAP);
    expect(await t.models.SentSms.countDocuments({ userId: amina.id, sentAt: now })).toBe(CAP);
    const capped = await t.models.DeliveryJob.countDocuments({
      key: { $regex: `^cap-race-${day}-` },
      kind: 'sms',
      lastError: `Not sent: the daily SMS cap (${CAP}) is reached`,
    });
    expect(capped).toBe(8 - CAP);
  });

  it('does not count a send the provider refused', async () => {
    sms.answer(AMINA, { status: 503, code: 20500 });
    await notify(amina.id);
    sms.answer(AMINA, null);
    for (let i = 0; i < CAP; i += 1) await notify(amina.id);
    expect(sms.received.filter((m) => m.to === AMINA)).toHaveLength(CAP);
    // The refused one's retry is over the cap now.
    now = new Date(now.getTime() + 5000);
    await drain();
    expect(sms.received.filter((m) => m.to === AMINA)).toHaveLength(CAP);
  });
});

describe('provider errors', () => {
  it('21610 (unsubscribed recipient) is a permanent opt-out: suppressed, not retried', async () => {
    sms.answer(FARAH, { status: 400, code: 21610 });
    const key = await notify(farah.id);
    expect(sms.received).toEqual([]);
    const job = await smsJob(key);
    expect(job).toMatchObject({ state: 'sent', attempts: 1 });
    expect(job?.lastError).toMatch(/21610.*suppressed/);
    expect(await t.models.SmsSuppression.findById(FARAH).lean()).toMatchObject({
      reason: 'provider-21610',
    });
    sms.answer(FARAH, null);
    expect(await smsJob(await notify(farah.id))).toBeNull();
    await t.models.SmsSuppression.deleteMany({});
  });

  it('an invalid number (21211) is a dead letter at once', async () => {
    sms.answer(FARAH, { status: 400, code: 21211 });
    const key = await notify(farah.id);
    expect(await smsJob(key)).toMatchObject({ state: 'dead', attempts: 1 });
    sms.answer(FARAH, null);
  });

  it('a 5xx is retried with the queue’s backoff', async () => {
    sms.answer(AMINA, { status: 503, code: 20500 });
    const key = await notify(amina.id);
    const failed = await smsJob(key);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed?.runAt).toEqual(new Date(now.getTime() + 5000));
    sms.answer(AMINA, null);
    now = new Date(now.getTime() + 5000);
    await drain();
    expect(sms.received.map((m) => m.to)).toEqual([AMINA]);
    expect(await smsJob(key)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('the admin dashboard shows SMS as configured', async () => {
    const admin = await t.request
      .get('/api/admin/delivery')
      .set(t.as('admin', DEMO_USERS.admin.id))
      .expect(200);
    expect(admin.body.channels).toContainEqual({
      channel: 'sms',
      configured: true,
      source: 'environment',
    });
  });
});

describe('keywords', () => {
  it('are the contracts’ lists, matched as the whole reply in any case; each answer names the words', () => {
    for (const word of SMS_KEYWORDS.stop)
      expect(keywordOf(` ${word.toLowerCase()}! `)).toBe('stop');
    for (const word of SMS_KEYWORDS.start) expect(keywordOf(word.toLowerCase())).toBe('start');
    // A reply to a teacher that merely contains one, or says yes, goes to the thread.
    expect(keywordOf('Yes')).toBeNull();
    expect(keywordOf('Please stop by tomorrow')).toBeNull();
    for (const word of Object.values(SMS_START_KEYWORD))
      expect(SMS_REPLIES.stopped).toContain(`${word} `);
    expect(SMS_TEXTS.so.stopLine).toContain('JOOJI');
    expect(SMS_TEXTS.en.stopLine).toContain('STOP');
  });
});

describe('phone numbers', () => {
  it('are normalised to E.164', () => {
    expect(normalisePhone('+1 612 555 0141')).toBe('+16125550141');
    expect(normalisePhone('(612) 555-0141')).toBe('+16125550141');
    expect(normalisePhone('1-612-555-0141')).toBe('+16125550141');
    expect(normalisePhone('00252 61 234 5678')).toBe('+252612345678');
    expect(normalisePhone('555-0141')).toBeNull();
    expect(normalisePhone('')).toBeNull();
  });
});
