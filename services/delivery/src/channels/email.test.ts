import { DEMO_USERS } from '@d742/demo-data';
import { signedHeaders, TEST_SECRET } from '@d742/service-testing';
import { startDeliveryTestApp, type DeliveryTestApp } from '../testing-app';
import {
  mailText,
  startFakeSmtpService,
  type FakeSmtpService,
  type ReceivedMail,
} from '../testing-smtp-service';

const { amina, farah, teacher } = DEMO_USERS;

let t: DeliveryTestApp;
let smtp: FakeSmtpService;
let mails: ReceivedMail[];

beforeAll(async () => {
  smtp = await startFakeSmtpService();
  mails = smtp.mails;
  t = await startDeliveryTestApp({ env: smtp.env });
});
afterAll(async () => {
  await t.stop();
  await smtp.stop();
});
beforeEach(() => {
  mails.length = 0;
});

let handOffs = 0;
async function notify(userId: string) {
  const id = `mail-hand-off-${++handOffs}`;
  await t.request
    .post('/internal/notifications')
    .set(t.as('system'))
    .send({
      id,
      userIds: [userId],
      event: {
        type: 'notification',
        title: 'Conference booked',
        message: 'Tuesday 15:00',
        i18n: { so: 'Talaado 15:00', en: 'Tuesday 15:00' },
        titleI18n: { so: 'Kulan waa la qabsaday', en: 'Conference booked' },
        topic: 'conference',
      },
    })
    .expect(202);
  while ((await t.delivery.worker.drain()) > 0);
  return id;
}

describe('email notifications', () => {
  it('go by SMTP to a verified address, in the reader’s language, linking to the right page', async () => {
    await notify(amina.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual([amina.email]);
    expect(mail?.from).toBe('news@d742.example');
    expect(mail?.raw).toMatch(/^Subject: Kulan waa la qabsaday/m);
    expect(mail?.raw).toMatch(/^Content-Language: so/m);
    const text = mailText(mail!.raw);
    expect(text).toContain('Talaado 15:00');
    expect(text).toContain('Ka eeg bogga: https://portal.district742.example/calendar');
    expect(text).toContain('https://portal.district742.example/profile');
  });

  it('are in English for an English reader, and staff links open staff pages', async () => {
    await notify(teacher.id);
    expect(mails.map((m) => m.to)).toEqual([[teacher.email]]);
    expect(mails[0]?.raw).toMatch(/^Subject: Conference booked/m);
    expect(mailText(mails[0]!.raw)).toContain(
      'Open in the portal: https://portal.district742.example/staff/classes',
    );
  });

  it('respect the email switch', async () => {
    const headers = signedHeaders(TEST_SECRET, { role: 'parent', userId: farah.id });
    await t.identity.request
      .patch('/api/user/profile')
      .set(headers)
      .send({ notifications: { email: false } })
      .expect(200);
    await notify(farah.id);
    expect(mails).toEqual([]);
    await t.identity.request
      .patch('/api/user/profile')
      .set(headers)
      .send({ notifications: { email: true } })
      .expect(200);
    await notify(farah.id);
    expect(mails.map((m) => m.to)).toEqual([[farah.email]]);
  });

  it('never go to an address that is not verified', async () => {
    await t.models.VerifiedAddress.deleteMany({ userId: farah.id });
    const id = await notify(farah.id);
    expect(mails).toEqual([]);
    expect(await t.models.DeliveryJob.findOne({ key: `${id}:${farah.id}` }).lean()).toMatchObject({
      state: 'sent',
      lastError: 'No channel is on for this user',
    });
  });

  it('stop at once when the server refuses the mailbox for good (5xx): a dead letter', async () => {
    smtp.refused.add(amina.email);
    const id = await notify(amina.id);
    expect(mails).toEqual([]);
    expect(
      await t.models.DeliveryJob.findOne({ key: `${id}:${amina.id}:email` }).lean(),
    ).toMatchObject({
      state: 'dead',
      attempts: 1,
    });
    const admin = await t.request
      .get('/api/admin/delivery')
      .set(t.as('admin', DEMO_USERS.admin.id));
    expect(admin.body.channels).toContainEqual({
      channel: 'email',
      configured: true,
      source: 'environment',
    });
    smtp.refused.delete(amina.email);
  });
});
