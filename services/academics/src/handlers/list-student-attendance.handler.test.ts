import { attendanceRecordListSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
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
