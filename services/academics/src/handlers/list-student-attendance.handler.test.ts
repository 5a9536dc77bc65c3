import { attendanceRecordListSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { migrateAcademics } from '../migrations';
import { seedDemoData } from '../seed';
import { SCHOOL_DAYS_RECORDED } from '../seed/attendance-records';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: AcademicsTestApp;
const url = `/api/students/${DEMO_STUDENTS.abdi.id}/attendance`;
const amina = () => t.as('parent', DEMO_USERS.amina.id);

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

describe('GET /api/students/:id/attendance', () => {
  it("lists the child's school days, newest first, as YYYY-MM-DD", async () => {
    const res = await t.request.get(url).set(amina());
    expect(res.status).toBe(200);
    const records = attendanceRecordListSchema.parse(res.body);
    expect(records).toHaveLength(SCHOOL_DAYS_RECORDED);
    expect(records[0]?.date).toBe('2026-11-19');
    const dates = records.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives the notes of absences and late arrivals in the reader language', async () => {
    const so = attendanceRecordListSchema.parse((await t.request.get(url).set(amina())).body);
    const en = attendanceRecordListSchema.parse(
      (await t.request.get(url).set(amina()).set('Accept-Language', 'en')).body,
    );
    const late = (list: typeof so) => list.find((r) => r.status === 'tardy')?.note;
    expect(late(so)).toMatch(/^Daahitaan/);
    expect(late(en)).toMatch(/^Late/);
    expect(so.find((r) => r.status === 'present')?.note).toBeNull();
  });
});

describe('GET /api/students/:id/attendance?limit=', () => {
  const PARENT = '65a0000000000000000000ac';
  const KID = new Types.ObjectId('65b0000000000000000000ac');
  const kidUrl = `/api/students/${KID.toHexString()}/attendance`;
  const parent = () => t.as('parent', PARENT);
  const monthsAgo = (n: number, day: number) =>
    new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - n, day));
  const dates = (res: { body: unknown }) =>
    attendanceRecordListSchema.parse(res.body).map((r) => r.date);

  beforeAll(async () => {
    await t.models.Student.create({
      _id: KID,
      firstName: 'Ubax',
      lastName: 'Warsame',
      grade: '3',
      parentIds: [PARENT],
    });
    // Days spread over months, two beyond the months read one by one, none this month yet.
    const days = [monthsAgo(1, 20), monthsAgo(1, 3), monthsAgo(2, 9), monthsAgo(4, 9)];
    days.push(monthsAgo(15, 2), monthsAgo(30, 2));
    await t.models.AttendanceRecord.create(
      days.map((date) => ({ studentId: KID, date, status: 'present' as const })),
    );
  });

  it('gives the newest few: always the start of the whole list', async () => {
    for (const [path, as] of [
      [url, amina],
      [kidUrl, parent],
    ] as const) {
      const all = dates(await t.request.get(path).set(as()));
      expect(all.length).toBeGreaterThan(5);
      for (const limit of [1, 2, 5, 6, 20, 21, all.length, all.length + 5]) {
        const few = await t.request.get(`${path}?limit=${limit}`).set(as());
        expect(few.status).toBe(200);
        expect(dates(few)).toEqual(all.slice(0, limit));
      }
    }
  });

  it("lists today's day in every time zone, and one further ahead only once it has come", async () => {
    const utcDay = (offset: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
    };
    // A school east of UTC may already be on UTC's tomorrow; two days ahead is nobody's today.
    const [tomorrow, later] = await t.models.AttendanceRecord.create([
      { studentId: KID, date: utcDay(1), status: 'present' as const },
      { studentId: KID, date: utcDay(2), status: 'present' as const },
    ]);
    try {
      for (const path of [kidUrl, `${kidUrl}?limit=3`]) {
        const listed = dates(await t.request.get(path).set(parent()));
        expect(listed[0]).toBe(tomorrow!.date.toISOString().slice(0, 10));
        expect(listed).not.toContain(later!.date.toISOString().slice(0, 10));
      }
    } finally {
      await t.models.AttendanceRecord.deleteMany({ _id: { $in: [tomorrow!._id, later!._id] } });
    }
  });

  it('lists a day ahead of today only once it has come', async () => {
    const ahead = await t.models.AttendanceRecord.create({
      studentId: KID,
      date: monthsAgo(-1, 2),
      status: 'absent',
    });
    try {
      for (const path of [kidUrl, `${kidUrl}?limit=3`]) {
        const listed = dates(await t.request.get(path).set(parent()));
        expect(listed).not.toContain(ahead.date.toISOString().slice(0, 10));
        expect(listed.length).toBeGreaterThan(0);
      }
    } finally {
      await t.models.AttendanceRecord.deleteOne({ _id: ahead._id });
    }
  });

  it('finds a day stored before the field existed once the start-up migration has run', async () => {
    const now = new Date();
    const yesterday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1),
    );
    const _id = new Types.ObjectId();
    await t.models.AttendanceRecord.collection.insertOne({
      _id,
      studentId: KID,
      date: yesterday,
      status: 'absent',
      note: null,
      classId: null,
    });
    try {
      const latest = async () => dates(await t.request.get(`${kidUrl}?limit=1`).set(parent()));
      const day = yesterday.toISOString().slice(0, 10);
      expect(await latest()).not.toEqual([day]);
      await migrateAcademics(t.connection);
      expect(await latest()).toEqual([day]);
    } finally {
      await t.models.AttendanceRecord.deleteOne({ _id });
    }
  });

  it('does not read another family’s child', async () => {
    const res = await t.request.get(`${kidUrl}?limit=5`).set(amina());
    expect(res.status).toBe(404);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it.each(['0', '201', 'abc', '2.5', '-1'])(
    'refuses limit=%s with 400 and a message in the reader language',
    async (limit) => {
      const res = await t.request
        .get(`${url}?limit=${limit}`)
        .set(amina())
        .set('Accept-Language', 'en');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    },
  );
});
