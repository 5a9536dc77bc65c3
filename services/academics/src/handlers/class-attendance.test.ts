import { classAttendanceDaySchema, type ClassAttendanceDay } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { buildClasses } from '../seed/classes';
import { absentTodayAlert, expectRefused, useSeededAcademics } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const [math = '', , somali = ''] = buildClasses().map((c) => c._id.toHexString());

const s = useSeededAcademics(NOW);

const johnson = () => s.t.as('teacher', DEMO_USERS.teacher.id);
const nur = () => s.t.as('teacher', DEMO_USERS.teacher2.id);

const take = (classId: string, body: object, headers = johnson(), lang = 'en') =>
  s.t.request
    .post(`/api/staff/classes/${classId}/attendance`)
    .set(headers)
    .set('Accept-Language', lang)
    .send(body);

const read = (classId: string, date = TODAY, headers = johnson()) =>
  s.t.request
    .get(`/api/staff/classes/${classId}/attendance?date=${date}`)
    .set(headers)
    .set('Accept-Language', 'en');

const entryOf = (day: ClassAttendanceDay, studentId: string) =>
  day.entries.find((e) => e.studentId === studentId);

const written = async () => ({
  records: await s.t.models.AttendanceRecord.countDocuments(),
  updates: await s.t.models.Update.countDocuments(),
});

const todayOf = async (studentId: string) =>
  s.t.models.AttendanceRecord.find({ studentId, date: new Date(`${TODAY}T00:00:00Z`) }).lean();

describe('GET /api/staff/classes/:id/attendance', () => {
  it("shows the class's day in roster order, with Farah's report on Ifrah as excused-pending", async () => {
    const res = await read(math);
    expect(res.status).toBe(200);
    const day = classAttendanceDaySchema.parse(res.body);
    expect(day).toEqual(
      expect.objectContaining({ classId: math, className: 'Math, grades 5–8', date: TODAY }),
    );
    expect(day.entries.map((e) => [e.firstName, e.state, e.status])).toEqual([
      ['Abdi', 'unrecorded', null],
      ['Hodan', 'unrecorded', null],
      ['Ifrah', 'excused-pending', null],
    ]);
    expect(entryOf(day, ifrah.id)?.absenceReport).toEqual(
      expect.objectContaining({
        kind: 'absent',
        reason: expect.stringContaining('qandho'),
        reasonLanguage: 'so',
        date: TODAY,
      }),
    );
  });

  it('shows a seeded earlier day as it was recorded, by no class', async () => {
    const day = classAttendanceDaySchema.parse((await read(math, '2026-11-18')).body);
    expect(day.entries.map((e) => [e.status, e.recordedHere])).toEqual([
      ['absent', false], // Abdi's seeded absence of the school day before last
      ['present', false],
      ['present', false],
    ]);
  });
});

describe('POST /api/staff/classes/:id/attendance', () => {
  it('saves the whole class in one request: the rest present, a reported absence excused, one alert', async () => {
    const before = await written();
    const res = await take(math, {
      date: TODAY,
      entries: [{ studentId: abdi.id, status: 'absent' }],
    });
    expect(res.status).toBe(200);
    const day = classAttendanceDaySchema.parse(res.body);
    expect(day.entries.map((e) => [e.firstName, e.state, e.recordedHere])).toEqual([
      ['Abdi', 'absent', true],
      ['Hodan', 'present', true],
      ['Ifrah', 'excused', true],
    ]);
    expect(entryOf(day, ifrah.id)?.note).toBe(
      'Reported by a parent (written in Somali): Ifrah way xanuunsan tahay, qandho ayay qabtaa. Maanta guriga ayay joogi doontaa.',
    );
    expect(await written()).toEqual({
      records: before.records + 3,
      updates: before.updates + 1,
    });
    // Exactly what the single-record path sends (record-attendance.handler.test.ts).
    expect(s.gateway.received).toEqual([absentTodayAlert(DEMO_USERS.amina.id, 'Abdi', TODAY)]);
  });

  it("puts the absence in the family's updates and lowers nothing of another family's", async () => {
    const updates = await s.t.request
      .get('/api/updates')
      .set(s.t.as('parent', DEMO_USERS.amina.id))
      .set('Accept-Language', 'en');
    expect(updates.body[0]).toEqual(
      expect.objectContaining({
        type: 'attendance',
        title: 'Absence',
        description: `Abdi was absent from school today (${TODAY}).`,
      }),
    );
    const farah = await s.t.request.get('/api/updates').set(s.t.as('parent', DEMO_USERS.farah.id));
    expect(JSON.stringify(farah.body)).not.toContain('Abdi maanta');
  });

  it('updates the same day when posted again: no second record, no repeated alert', async () => {
    const before = await written();
    const [abdiBefore] = await todayOf(abdi.id);
    const again = await take(math, {
      date: TODAY,
      entries: [{ studentId: abdi.id, status: 'absent' }],
    });
    expect(again.status).toBe(200);
    expect(await written()).toEqual(before);
    expect(s.gateway.received).toEqual([]);

    const late = await take(math, {
      date: TODAY,
      entries: [{ studentId: abdi.id, status: 'tardy' }],
    });
    expect(late.status).toBe(200);
    const records = await todayOf(abdi.id);
    expect(records.map((r) => [r._id.toHexString(), r.status])).toEqual([
      [abdiBefore?._id.toHexString(), 'tardy'],
    ]);
    expect(await written()).toEqual({ records: before.records, updates: before.updates + 1 });
    expect(s.gateway.received.map((r) => r.event)).toEqual([
      expect.objectContaining({
        type: 'attendance_alert',
        message: `Abdi maanta (${TODAY}) dugsiga waqtigii kuma iman.`,
      }),
    ]);

    // Left out now: the teacher's own earlier mark becomes present again.
    const corrected = classAttendanceDaySchema.parse((await take(math, { date: TODAY })).body);
    expect(entryOf(corrected, abdi.id)?.status).toBe('present');
  });

  it('keeps a day another class recorded when a student is left out, and shows whose it is', async () => {
    await take(math, { date: TODAY, entries: [{ studentId: hodan.id, status: 'tardy' }] });
    s.gateway.received.length = 0;
    const res = await take(somali, { date: TODAY }, nur());
    expect(res.status).toBe(200);
    const day = classAttendanceDaySchema.parse(res.body);
    expect(day.entries.map((e) => [e.firstName, e.status, e.recordedHere])).toEqual([
      ['Ayaan', 'present', true],
      ['Hodan', 'tardy', false],
    ]);
    expect((await todayOf(hodan.id)).map((r) => r.status)).toEqual(['tardy']);
    expect(s.gateway.received).toEqual([]);
  });

  it('takes attendance for an earlier day, alerting with that date', async () => {
    const res = await take(
      somali,
      {
        date: '2026-11-02',
        entries: [{ studentId: ayaan.id, status: 'absent', note: 'No call from home' }],
      },
      nur(),
    );
    expect(res.status).toBe(200);
    expect(entryOf(classAttendanceDaySchema.parse(res.body), ayaan.id)).toEqual(
      expect.objectContaining({ status: 'absent', note: 'No call from home' }),
    );
    expect(s.gateway.received.map((r) => r.event)).toEqual([
      expect.objectContaining({ message: 'Ayaan maalinta 2026-11-02 dugsiga ma iman.' }),
    ]);
  });

  it.each([
    [
      'a future day',
      { date: '2026-11-21' },
      'FUTURE_DATE',
      'Attendance cannot be recorded for a day that has not come yet.',
    ],
    [
      'a student of another class',
      { date: TODAY, entries: [{ studentId: ayaan.id, status: 'absent' }] },
      'STUDENT_NOT_IN_CLASS',
      'A student in the list is not in this class.',
    ],
    [
      'the same student twice',
      {
        date: TODAY,
        entries: [
          { studentId: abdi.id, status: 'absent' },
          { studentId: abdi.id, status: 'present' },
        ],
      },
      'DUPLICATE_STUDENT',
      'A student is in the list twice.',
    ],
    [
      'an unknown status',
      { date: TODAY, entries: [{ studentId: abdi.id, status: 'sick' }] },
      'VALIDATION_FAILED',
      'The request is not valid. Please check what you entered.',
    ],
    [
      'a date in another format',
      { date: '11/20/2026' },
      'VALIDATION_FAILED',
      'The request is not valid. Please check what you entered.',
    ],
    [
      'an unknown field',
      { date: TODAY, everyone: 'absent' },
      'VALIDATION_FAILED',
      'The request is not valid. Please check what you entered.',
    ],
  ])(
    "answers 400 for %s, in the reader's language, and writes nothing",
    async (_what, body, code, error) => {
      const en = await expectRefused(s, () => take(math, body), { status: 400, code }, written);
      expect(en.body.error).toBe(error);
      const so = await expectRefused(
        s,
        () => take(math, body, johnson(), 'so'),
        { status: 400, code },
        written,
      );
      expect(so.body.error).not.toBe(error);
    },
  );

  it("answers another teacher's class like a missing one (404) and a parent with 403", async () => {
    const before = await written();
    const other = await take(math, { date: TODAY }, nur());
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Class not found.', code: 'CLASS_NOT_FOUND' });
    const missing = await take('64c1070000000000000000ff', { date: TODAY });
    expect(missing.body).toEqual(other.body);
    expect((await read(math, TODAY, nur())).status).toBe(404);

    const parent = await take(math, { date: TODAY }, s.t.as('parent', DEMO_USERS.amina.id), 'so');
    expect(parent.status).toBe(403);
    expect(parent.body).toEqual({ error: 'Uma oggolid inaad tan samayso.', code: 'FORBIDDEN' });
    expect((await read(math, TODAY, s.t.as('student', DEMO_USERS.hodan.id))).status).toBe(403);
    expect((await take('not-an-id', { date: TODAY })).status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('lets an administrator take any class', async () => {
    const res = await take(somali, { date: TODAY }, s.t.as('admin', DEMO_USERS.admin.id));
    expect(res.status).toBe(200);
  });

  it('hands the day back to no class after a single-record write', async () => {
    await s.t.request
      .post(`/api/students/${abdi.id}/attendance`)
      .set(johnson())
      .send({ date: TODAY, status: 'excused', note: 'Dentist' });
    const day = classAttendanceDaySchema.parse((await read(math)).body);
    expect(entryOf(day, abdi.id)).toEqual(
      expect.objectContaining({ status: 'excused', note: 'Dentist', recordedHere: false }),
    );
  });
});
