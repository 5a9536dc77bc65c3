import {
  behaviorReportSchema,
  healthAlertSchema,
  REPORT_TEXT_LIMITS,
  STUDENT_NOT_FOUND_TEXT,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { startReportsTestApp, type ReportsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin, client } = DEMO_USERS;
/** A school nurse: a teacher account that academics' staff records mark as health staff. */
const NURSE = { id: '64a0000000000000000000a1', name: 'Faduma Ali, RN' };

let t: ReportsTestApp;
beforeAll(async () => {
  t = await startReportsTestApp({ clock: () => NOW });
  await t.academics.connection.collection('staff_members').insertOne({
    userId: NURSE.id,
    displayName: NURSE.name,
    healthStaff: true,
  });
}, 60_000);
afterAll(() => t?.stop());

beforeEach(async () => {
  await t.models.BehaviorReport.deleteMany({});
  await t.models.HealthAlert.deleteMany({});
  t.gateway.received.length = 0;
});

const stored = async () => ({
  behavior: await t.models.BehaviorReport.countDocuments(),
  health: await t.models.HealthAlert.countDocuments(),
});
const post = (path: string, headers: Record<string, string>, body: unknown, lang = 'en') =>
  t.request
    .post(path)
    .set(headers)
    .set('Accept-Language', lang)
    .send(body as object);
const fileBehavior = (id: string, headers: Record<string, string>, body: unknown, lang?: string) =>
  post(`/api/students/${id}/behavior-reports`, headers, body, lang);
const fileHealth = (id: string, headers: Record<string, string>, body: unknown, lang?: string) =>
  post(`/api/students/${id}/health-alerts`, headers, body, lang);

const praise = {
  type: 'positive',
  title: { so: 'Caawinta ardayda kale', en: 'Helping classmates' },
  description: { so: 'Abdi wuxuu caawiyay arday cusub.', en: 'Abdi helped a new student.' },
  category: { so: 'Hoggaamin', en: 'Leadership' },
};
const asthma = {
  severity: 'high',
  type: { so: 'Neef-qabatin', en: 'Asthma' },
  summary: {
    so: 'Hodan waxay la kulantay neef-qabatin xilliga jimicsiga',
    en: 'Hodan had an asthma attack during PE',
  },
  parentContactRequired: true,
};

describe('POST /api/students/:id/behavior-reports', () => {
  it("lets a teacher of the child file one (201), named from the school's record, and tells the parents live", async () => {
    const res = await fileBehavior(abdi.id, t.as('teacher', teacher.id), {
      ...praise,
      teacherName: undefined,
    });
    expect(res.status).toBe(201);
    expect(behaviorReportSchema.parse(res.body)).toEqual({
      id: expect.any(String),
      studentId: abdi.id,
      type: 'positive',
      title: 'Helping classmates',
      description: 'Abdi helped a new student.',
      teacherName: 'Ms. Sarah Johnson',
      category: 'Leadership',
      createdAt: NOW.toISOString(),
      audioMessageUrl: null,
      audioMessageSomali: null,
      actionRequired: false,
    });
    expect(t.gateway.received).toEqual([
      {
        userIds: [amina.id],
        event: {
          type: 'notification',
          title: 'Abdi: Caawinta ardayda kale',
          message: 'Abdi wuxuu caawiyay arday cusub.',
          titleI18n: { so: 'Abdi: Caawinta ardayda kale', en: 'Abdi: Helping classmates' },
          i18n: praise.description,
          topic: 'behavior_report',
          studentId: abdi.id,
        },
      },
    ]);
    const list = await t.request
      .get(`/api/students/${abdi.id}/behavior-reports`)
      .set(t.as('parent', amina.id))
      .set('Accept-Language', 'so');
    expect(list.body.map((r: { title: string }) => r.title)).toEqual(['Caawinta ardayda kale']);
  });

  it('stores plain text for both languages and lets an administrator file for any child', async () => {
    const res = await fileBehavior(
      ifrah.id,
      t.as('admin', admin.id),
      { type: 'note', title: 'Meeting request', description: 'Please call us.', category: 'Plan' },
      'so',
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({ title: 'Meeting request', teacherName: 'District Admin' }),
    );
    expect(t.gateway.received.map((r) => r.userIds)).toEqual([[farah.id]]);
  });

  it.each([
    ['parent', amina.id],
    ['student', DEMO_USERS.hodan.id],
    ['client', client.id],
  ])('refuses a %s (403) and stores nothing', async (role, userId) => {
    const res = await fileBehavior(abdi.id, t.as(role as 'parent', userId), praise);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
  });

  it('answers a teacher filing for a child they do not teach like a missing child (404)', async () => {
    const res = await fileBehavior(abdi.id, t.as('teacher', teacher2.id), praise);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: STUDENT_NOT_FOUND_TEXT.en, code: 'NOT_FOUND' });
    const so = await fileBehavior(abdi.id, t.as('teacher', teacher2.id), praise, 'so');
    expect(so.body).toEqual({ error: 'Ardaygan lama helin.', code: 'NOT_FOUND' });
    const missing = await fileBehavior('65b0000000000000000000ff', t.as('admin', admin.id), praise);
    expect(missing.status).toBe(404);
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
    expect(t.gateway.received).toEqual([]);
  });

  it.each([
    ['an unknown type', { ...praise, type: 'excellent' }],
    ['a missing title', { ...praise, title: undefined }],
    ['a blank description', { ...praise, description: '   ' }],
    ['an over-long title', { ...praise, title: 'x'.repeat(REPORT_TEXT_LIMITS.title + 1) }],
    [
      'an over-long Somali description',
      { ...praise, description: { so: 'x'.repeat(2001), en: 'ok' } },
    ],
    ['a query object as text', { ...praise, title: { $gt: '' } }],
    ['a query object as the type', { ...praise, type: { $ne: null } }],
    ['a field the contract does not know', { ...praise, teacherName: 'Someone Else' }],
    ['a non-boolean actionRequired', { ...praise, actionRequired: 'yes' }],
  ])('refuses %s with 400 {error, code} and stores nothing', async (_what, body) => {
    const res = await fileBehavior(abdi.id, t.as('teacher', teacher.id), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
    expect(t.gateway.received).toEqual([]);
  });

  it('answers a malformed id with 400', async () => {
    const res = await fileBehavior('abc', t.as('teacher', teacher.id), praise);
    expect(res.status).toBe(400);
  });
});

describe('POST /api/students/:id/health-alerts', () => {
  it('lets health staff file for any child (201): a notification and, when high, a system alert naming the child', async () => {
    const res = await fileHealth(hodan.id, t.as('teacher', NURSE.id), asthma);
    expect(res.status).toBe(201);
    expect(healthAlertSchema.parse(res.body)).toEqual({
      id: expect.any(String),
      studentId: hodan.id,
      severity: 'high',
      summary: 'Hodan had an asthma attack during PE',
      details: null,
      actionTaken: null,
      nurseName: NURSE.name,
      type: 'Asthma',
      createdAt: NOW.toISOString(),
      parentContactRequired: true,
      followUpRequired: false,
    });
    expect(t.gateway.received).toEqual([
      {
        userIds: [amina.id],
        event: {
          type: 'notification',
          title: 'Hodan: Neef-qabatin',
          message: asthma.summary.so,
          titleI18n: { so: 'Hodan: Neef-qabatin', en: 'Hodan: Asthma' },
          i18n: asthma.summary,
          severity: 'high',
          topic: 'health_alert',
          studentId: hodan.id,
        },
      },
      {
        userIds: [amina.id],
        event: {
          type: 'system_alert',
          severity: 'high',
          message: `Hodan: Neef-qabatin — ${asthma.summary.so}`,
          i18n: {
            so: `Hodan: Neef-qabatin — ${asthma.summary.so}`,
            en: 'Hodan: Asthma — Hodan had an asthma attack during PE',
          },
          topic: 'health_alert',
          studentId: hodan.id,
        },
      },
    ]);
  });

  it('raises no system alert below high severity, and lets an administrator file', async () => {
    const res = await fileHealth(
      ifrah.id,
      t.as('admin', admin.id),
      { ...asthma, severity: 'low', details: 'Rested ten minutes.' },
      'so',
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({ nurseName: 'District Admin', details: 'Rested ten minutes.' }),
    );
    // Its severity goes with it: delivery texts a routine note only outside quiet hours.
    expect(t.gateway.received.map((r) => r.event)).toEqual([
      expect.objectContaining({ type: 'notification', severity: 'low' }),
    ]);
  });

  it('refuses a teacher who is not health staff (403), even for a child they teach', async () => {
    const res = await fileHealth(abdi.id, t.as('teacher', teacher.id), asthma);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_HEALTH_STAFF');
    expect((await fileHealth(abdi.id, t.as('parent', amina.id), asthma)).status).toBe(403);
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
    expect(t.gateway.received).toEqual([]);
  });

  it('answers a missing child with 404 to health staff too', async () => {
    const res = await fileHealth('65b0000000000000000000ff', t.as('teacher', NURSE.id), asthma);
    expect(res.status).toBe(404);
  });

  it.each([
    ['an unknown severity', { ...asthma, severity: 'critical' }],
    ['an over-long summary', { ...asthma, summary: 'x'.repeat(REPORT_TEXT_LIMITS.summary + 1) }],
    ['a query object as the summary', { ...asthma, summary: { $gt: '' } }],
    ['an empty type', { ...asthma, type: '' }],
  ])('refuses %s with 400 and stores nothing', async (_what, body) => {
    const res = await fileHealth(ayaan.id, t.as('admin', admin.id), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
  });
});

// Last: academics goes down for good.
describe('when academics cannot be reached', () => {
  it('answers 503 to reads and writes and writes nothing', async () => {
    await t.academics.stop();
    const write = await fileBehavior(abdi.id, t.as('teacher', teacher.id), praise);
    expect(write.status).toBe(503);
    expect(write.body.code).toBe('ACADEMICS_UNAVAILABLE');
    const read = await t.request
      .get(`/api/students/${abdi.id}/health-alerts`)
      .set(t.as('parent', amina.id));
    expect(read.status).toBe(503);
    expect(await stored()).toEqual({ behavior: 0, health: 0 });
    expect(t.gateway.received).toEqual([]);
  });
});
