import { gradeEntryListSchema, STUDENT_NOT_FOUND_TEXT } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

let t: AcademicsTestApp;
const amina = () => t.as('parent', DEMO_USERS.amina.id);

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection);
});

afterAll(() => t?.stop());

describe('GET /api/students/:id/grades', () => {
  it("lists a parent's own child's grade entries, newest first", async () => {
    const res = await t.request.get(`/api/students/${DEMO_STUDENTS.hodan.id}/grades`).set(amina());
    expect(res.status).toBe(200);
    const entries = gradeEntryListSchema.parse(res.body);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.every((e) => e.studentId === DEMO_STUDENTS.hodan.id)).toBe(true);
    const times = entries.map((e) => Date.parse(e.recordedAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers in the language the browser asks for (Somali by default)', async () => {
    const url = `/api/students/${DEMO_STUDENTS.hodan.id}/grades`;
    const so = await t.request.get(url).set(amina());
    const en = await t.request.get(url).set(amina()).set('Accept-Language', 'en-US,en;q=0.9');
    const subjects = (body: unknown) =>
      new Set(gradeEntryListSchema.parse(body).map((e) => e.subject));
    expect(subjects(so.body)).toContain('Xisaab');
    expect(subjects(en.body)).toContain('Math');
  });

  it("answers 404 for another family's child, exactly as for a missing one", async () => {
    const foreign = await t.request
      .get(`/api/students/${DEMO_STUDENTS.ifrah.id}/grades`)
      .set(amina());
    const missing = await t.request
      .get('/api/students/64b0000000000000000000ff/grades')
      .set(amina());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(expect.objectContaining({ error: STUDENT_NOT_FOUND_TEXT.so }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
  });

  it('answers 404 to a community client', async () => {
    const res = await t.request
      .get(`/api/students/${DEMO_STUDENTS.hodan.id}/grades`)
      .set(t.as('client', DEMO_USERS.client.id));
    expect(res.status).toBe(404);
  });

  it('lets a teacher read the grades of a student they teach', async () => {
    const res = await t.request
      .get(`/api/students/${DEMO_STUDENTS.ifrah.id}/grades`)
      .set(t.as('teacher', DEMO_USERS.teacher.id));
    expect(res.status).toBe(200);
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.request.get('/api/students/not-an-id/grades').set(amina());
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: 'Malformed id' }));
  });

  it('answers 401 to an unsigned request', async () => {
    const res = await t.request.get(`/api/students/${DEMO_STUDENTS.hodan.id}/grades`);
    expect(res.status).toBe(401);
  });
});
