import {
  absenceReportListSchema,
  absenceReportSchema,
  classAttendanceDaySchema,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { buildClasses } from '../seed/classes';
import { expectRefused, useSeededAcademics } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';
const { hodan, abdi, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2 } = DEMO_USERS;
const [math = ''] = buildClasses().map((c) => c._id.toHexString());

const s = useSeededAcademics(NOW);

const report = (
  studentId: string,
  body: object,
  role: IdentityRole = 'parent',
  userId: string = amina.id,
  lang = 'en',
) =>
  s.t.request
    .post(`/api/students/${studentId}/absence-reports`)
    .set(s.t.as(role, userId))
    .set('Accept-Language', lang)
    .send(body);

const stored = () => s.t.models.AbsenceReport.countDocuments();

const SICK = {
  date: '2026-11-23',
  kind: 'absent',
  reason: 'Abdi wuu xanuunsan yahay.',
  reasonLanguage: 'so',
};

describe('POST /api/students/:id/absence-reports', () => {
  it("stores a guardian's report (201) and tells the child's teachers live, the reason as written", async () => {
    const res = await report(abdi.id, SICK);
    expect(res.status).toBe(201);
    expect(absenceReportSchema.parse(res.body)).toEqual({
      id: expect.any(String),
      studentId: abdi.id,
      date: '2026-11-23',
      kind: 'absent',
      reason: 'Abdi wuu xanuunsan yahay.',
      reasonLanguage: 'so',
      reportedAt: NOW.toISOString(),
    });
    expect(s.gateway.received).toEqual([
      {
        userIds: [teacher.id],
        event: {
          type: 'notification',
          title: 'Maqnaansho la soo sheegay: Abdi',
          message:
            'Waalidka Abdi ayaa soo sheegay maqnaansho maalinta 2026-11-23. Sababta: Abdi wuu xanuunsan yahay.',
          titleI18n: { so: 'Maqnaansho la soo sheegay: Abdi', en: 'Absence reported: Abdi' },
          i18n: {
            so: 'Waalidka Abdi ayaa soo sheegay maqnaansho maalinta 2026-11-23. Sababta: Abdi wuu xanuunsan yahay.',
            en: "Abdi's parent reported an absence on 2026-11-23. Reason (written in Somali): Abdi wuu xanuunsan yahay.",
          },
          topic: 'absence_report',
          studentId: abdi.id,
        },
      },
    ]);
  });

  it('keeps one report per child and day: a second one replaces it (200)', async () => {
    const before = await stored();
    const res = await report(abdi.id, {
      ...SICK,
      kind: 'late',
      reason: 'Doctor at 9, school after.',
      reasonLanguage: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ kind: 'late', reasonLanguage: 'en' }));
    expect(await stored()).toBe(before);
  });

  it('takes today and the 30th day ahead', async () => {
    expect((await report(hodan.id, { ...SICK, date: TODAY })).status).toBe(201);
    expect((await report(hodan.id, { ...SICK, date: '2026-12-20' })).status).toBe(201);
  });

  it.each([
    ['a day in the past', { ...SICK, date: '2026-11-19' }, 'DATE_OUT_OF_RANGE'],
    ['a day more than 30 days ahead', { ...SICK, date: '2026-12-21' }, 'DATE_OUT_OF_RANGE'],
    ['no reason', { ...SICK, reason: '   ' }, 'REASON_REQUIRED'],
    ['a reason over 500 characters', { ...SICK, reason: 'x'.repeat(501) }, 'REASON_TOO_LONG'],
    ['an unknown kind', { ...SICK, kind: 'holiday' }, 'VALIDATION_FAILED'],
    ['an unknown reason language', { ...SICK, reasonLanguage: 'ar' }, 'VALIDATION_FAILED'],
  ])('answers 400 for %s and stores nothing', async (_what, body, code) => {
    await expectRefused(s, () => report(abdi.id, body), { status: 400, code }, stored);
  });

  it("says what is wrong in the parent's language (Somali by default)", async () => {
    const res = await report(
      abdi.id,
      { ...SICK, reason: 'x'.repeat(501) },
      'parent',
      amina.id,
      'so',
    );
    expect(res.body).toEqual(
      expect.objectContaining({
        error: 'Sababtu waa inaysan ka badnaan 500 xaraf.',
        code: 'REASON_TOO_LONG',
      }),
    );
  });

  it.each([
    ["another family's parent", 'parent', farah.id],
    ["the child's teacher", 'teacher', teacher.id],
    ['an administrator', 'admin', DEMO_USERS.admin.id],
    ['the student', 'student', DEMO_USERS.hodan.id],
  ] as const)('answers %s with 404 and stores nothing', async (_who, role, userId) => {
    const send = () => report(hodan.id, SICK, role, userId);
    const res = await expectRefused(s, send, { status: 404, code: 'STUDENT_NOT_FOUND' }, stored);
    expect(res.body.error).toBe('Student not found.');
  });
});

describe('GET /api/students/:id/absence-reports', () => {
  const list = (studentId: string, role: IdentityRole, userId: string) =>
    s.t.request.get(`/api/students/${studentId}/absence-reports`).set(s.t.as(role, userId));

  it("lists a child's reports for the guardian, newest day first", async () => {
    const res = await list(hodan.id, 'parent', amina.id);
    expect(res.status).toBe(200);
    expect(absenceReportListSchema.parse(res.body).map((r) => r.date)).toEqual([
      '2026-12-20',
      TODAY,
    ]);
  });

  it("shows them to the child's teacher, and to nobody outside the child", async () => {
    expect((await list(ifrah.id, 'teacher', teacher.id)).body).toHaveLength(1);
    expect((await list(ifrah.id, 'parent', amina.id)).status).toBe(404);
    expect((await list(abdi.id, 'teacher', teacher2.id)).status).toBe(404);
  });
});

describe("the teacher's attendance screen", () => {
  it('shows a reported day as excused-pending with the reason until the day is recorded', async () => {
    const read = async (date: string) =>
      classAttendanceDaySchema.parse(
        (
          await s.t.request
            .get(`/api/staff/classes/${math}/attendance?date=${date}`)
            .set(s.t.as('teacher', teacher.id))
        ).body,
      );
    const ahead = await read('2026-11-23');
    expect(ahead.entries.find((e) => e.studentId === abdi.id)).toEqual(
      expect.objectContaining({
        state: 'excused-pending',
        status: null,
        absenceReport: expect.objectContaining({
          kind: 'late',
          reason: 'Doctor at 9, school after.',
        }),
      }),
    );

    const today = await read(TODAY);
    expect(today.entries.find((e) => e.studentId === hodan.id)?.state).toBe('excused-pending');
    await s.t.request
      .post(`/api/staff/classes/${math}/attendance`)
      .set(s.t.as('teacher', teacher.id))
      .send({ date: TODAY, entries: [{ studentId: hodan.id, status: 'tardy' }] });
    const marked = await read(TODAY);
    expect(marked.entries.find((e) => e.studentId === hodan.id)).toEqual(
      expect.objectContaining({ state: 'excused-pending', status: 'tardy' }),
    );
    await s.t.request
      .post(`/api/staff/classes/${math}/attendance`)
      .set(s.t.as('teacher', teacher.id))
      .send({ date: TODAY, entries: [{ studentId: hodan.id, status: 'excused' }] });
    const excused = await read(TODAY);
    expect(excused.entries.find((e) => e.studentId === hodan.id)).toEqual(
      expect.objectContaining({ state: 'excused', status: 'excused' }),
    );
  });
});
