import { attendanceRecordSchema, studentListSchema, updateListSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { startEventReceiver, type EventReceiver } from '@d742/service-testing';
import { computeAttendanceRate } from '../domain/student-stats';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';
import { absentTodayAlert } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';
const { abdi, hodan } = DEMO_STUDENTS;
const teacher = () => t.as('teacher', DEMO_USERS.teacher.id);
const amina = () => t.as('parent', DEMO_USERS.amina.id);

let t: AcademicsTestApp;
let gateway: EventReceiver;

beforeAll(async () => {
  gateway = await startEventReceiver();
  t = await startAcademicsTestApp({ gatewayUrl: gateway.url, clock: () => NOW });
  await seedDemoData(t.connection, NOW);
});

afterAll(async () => {
  await t?.stop();
  await gateway?.stop();
});

beforeEach(() => {
  gateway.received.length = 0;
});

const mark = (studentId: string, body: unknown, headers = teacher()) =>
  t.request
    .post(`/api/students/${studentId}/attendance`)
    .set(headers)
    .send(body as object);

async function rateOf(studentId: string) {
  const res = await t.request.get('/api/students').set(amina());
  return studentListSchema.parse(res.body).find((s) => s.id === studentId)?.attendanceRate;
}

async function storedRate(studentId: string) {
  const records = await t.models.AttendanceRecord.find({ studentId }).lean();
  return computeAttendanceRate(records.map((r) => r.status));
}

const written = async () => ({
  records: await t.models.AttendanceRecord.countDocuments(),
  updates: await t.models.Update.countDocuments(),
});

describe('POST /api/students/:id/attendance', () => {
  it('records an absence (201), alerts the parents in both languages and lowers the rate', async () => {
    const before = await rateOf(abdi.id);
    const res = await mark(abdi.id, { date: TODAY, status: 'absent' });
    expect(res.status).toBe(201);
    expect(attendanceRecordSchema.parse(res.body)).toEqual({
      id: expect.any(String),
      studentId: abdi.id,
      date: TODAY,
      status: 'absent',
      note: null,
    });
    expect(gateway.received).toEqual([absentTodayAlert(DEMO_USERS.amina.id, 'Abdi', TODAY)]);
    const after = await rateOf(abdi.id);
    expect(after).toBe(await storedRate(abdi.id));
    expect(after).toBeLessThan(before ?? 0);
  });

  it('tells the family in an attendance update', async () => {
    const updates = updateListSchema.parse(
      (await t.request.get('/api/updates').set(amina()).set('Accept-Language', 'en')).body,
    );
    expect(updates[0]).toEqual(
      expect.objectContaining({
        type: 'attendance',
        title: 'Absence',
        description: `Abdi was absent from school today (${TODAY}).`,
        createdAt: NOW.toISOString(),
      }),
    );
  });

  it('keeps one record per day: the same day again replaces it (200) without a second alert', async () => {
    const before = await written();
    const again = await mark(abdi.id, { date: TODAY, status: 'absent', note: 'Doctor' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(expect.objectContaining({ status: 'absent', note: 'Doctor' }));
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);

    const present = await mark(abdi.id, { date: TODAY, status: 'present' });
    expect(present.status).toBe(200);
    expect(present.body.id).toBe(again.body.id);
    const day = await t.models.AttendanceRecord.find({
      studentId: abdi.id,
      date: new Date(`${TODAY}T00:00:00Z`),
    }).lean();
    expect(day.map((r) => r.status)).toEqual(['present']);
    expect(await rateOf(abdi.id)).toBe(await storedRate(abdi.id));
    expect(gateway.received).toEqual([]);
  });

  it('records a present day (201) without any alert or update', async () => {
    const before = await written();
    const res = await mark(hodan.id, { date: TODAY, status: 'present' });
    expect(res.status).toBe(201);
    expect(await written()).toEqual({ records: before.records + 1, updates: before.updates });
    expect(gateway.received).toEqual([]);
  });

  it('alerts a late arrival on an earlier day with the note', async () => {
    const res = await mark(hodan.id, { date: '2026-10-01', status: 'tardy', note: 'Bus' });
    expect(res.status).toBe(201);
    expect(gateway.received[0]?.event).toEqual({
      type: 'attendance_alert',
      message: 'Hodan maalinta 2026-10-01 dugsiga waqtigii kuma iman.',
      i18n: {
        so: 'Hodan maalinta 2026-10-01 dugsiga waqtigii kuma iman.',
        en: 'Hodan arrived late to school on 2026-10-01.',
      },
    });
    expect(gateway.received[0]?.userIds).toEqual([DEMO_USERS.amina.id]);
  });

  it.each([
    ['a future day', { date: '2026-11-21', status: 'absent' }],
    ['a date in another format', { date: '11/20/2026', status: 'absent' }],
    ['an impossible date', { date: '2026-02-30', status: 'absent' }],
    ['an unknown status', { date: TODAY, status: 'sick' }],
    ['no status', { date: TODAY }],
  ])('answers 400 for %s and writes nothing', async (_what, body) => {
    const before = await written();
    const res = await mark(abdi.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);
  });

  it('refuses a parent with 403 and a teacher who does not teach the student with 404', async () => {
    const before = await written();
    const parent = await mark(abdi.id, { date: TODAY, status: 'absent' }, amina());
    expect(parent.status).toBe(403);
    expect(parent.body.code).toBe('FORBIDDEN');
    const other = await mark(
      abdi.id,
      { date: TODAY, status: 'absent' },
      t.as('teacher', DEMO_USERS.teacher2.id),
    );
    expect(other.status).toBe(404);
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);
  });
});
