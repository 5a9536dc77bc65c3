import { assignmentListSchema, countSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
let t: AcademicsTestApp;
const amina = () => t.as('parent', DEMO_USERS.amina.id);
const abdi = DEMO_STUDENTS.abdi.id;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

describe('GET /api/students/:id/assignments', () => {
  it("lists the child's assignments, soonest due first", async () => {
    const res = await t.request.get(`/api/students/${abdi}/assignments`).set(amina());
    expect(res.status).toBe(200);
    const list = assignmentListSchema.parse(res.body);
    expect(list).toHaveLength(7);
    expect(list.every((a) => a.studentId === abdi)).toBe(true);
    const due = list.map((a) => Date.parse(a.dueDate));
    expect([...due].sort((a, b) => a - b)).toEqual(due);
  });

  it('answers in the language the browser asks for', async () => {
    const url = `/api/students/${abdi}/assignments`;
    const so = assignmentListSchema.parse((await t.request.get(url).set(amina())).body);
    const en = assignmentListSchema.parse(
      (await t.request.get(url).set(amina()).set('Accept-Language', 'en')).body,
    );
    expect(so.map((a) => a.id)).toEqual(en.map((a) => a.id));
    expect(so.map((a) => a.subject)).toContain('Xisaab');
    expect(en.map((a) => a.subject)).toContain('Math');
  });
});

describe('GET /api/students/:id/assignments/pending', () => {
  it('counts only the assignments still pending', async () => {
    const res = await t.request.get(`/api/students/${abdi}/assignments/pending`).set(amina());
    expect(res.status).toBe(200);
    expect(countSchema.parse(res.body)).toEqual({ count: 4 });
  });

  it('follows the recorded status', async () => {
    const pending = await t.models.Assignment.findOne({ studentId: abdi, status: 'pending' });
    await t.models.Assignment.updateOne({ _id: pending?._id }, { status: 'submitted' });
    const res = await t.request.get(`/api/students/${abdi}/assignments/pending`).set(amina());
    expect(res.body).toEqual({ count: 3 });
  });
});
