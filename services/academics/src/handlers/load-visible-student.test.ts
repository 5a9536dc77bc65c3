import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection);
});

afterAll(() => t?.stop());

const READS = ['assignments/pending', 'assignments', 'grades', 'attendance'];
const { hodan, abdi, ifrah } = DEMO_STUDENTS;
/** A request without Accept-Language is answered in Somali, the portal's default. */
const NOT_FOUND_SO = 'Ardaygan lama helin.';

// [who, role, userId, student, expected status]
const CASES: Array<[string, IdentityRole, string, string, number]> = [
  ['a parent, for their own child', 'parent', DEMO_USERS.amina.id, abdi.id, 200],
  ['a student, for themself', 'student', DEMO_USERS.hodan.id, hodan.id, 200],
  ['a teacher, for a student they teach', 'teacher', DEMO_USERS.teacher.id, ifrah.id, 200],
  ['an administrator, for any student', 'admin', DEMO_USERS.admin.id, ifrah.id, 200],
  ["a parent, for another family's child", 'parent', DEMO_USERS.amina.id, ifrah.id, 404],
  ['a student, for their brother', 'student', DEMO_USERS.hodan.id, abdi.id, 404],
  ['a teacher, for a student they do not teach', 'teacher', DEMO_USERS.teacher2.id, abdi.id, 404],
  ['a community client, for any student', 'client', DEMO_USERS.client.id, hodan.id, 404],
];

describe.each(READS)('GET /api/students/:id/%s', (tail) => {
  it.each(CASES)('answers %s with %i', async (_who, role, userId, studentId, status) => {
    const res = await t.request.get(`/api/students/${studentId}/${tail}`).set(t.as(role, userId));
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body).toEqual({ error: NOT_FOUND_SO, code: 'NOT_FOUND' });
  });

  it('answers a missing student exactly like a foreign one', async () => {
    const res = await t.request
      .get(`/api/students/64b0000000000000000000ff/${tail}`)
      .set(t.as('parent', DEMO_USERS.amina.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: NOT_FOUND_SO, code: 'NOT_FOUND' });
  });

  it("says so in the reader's language", async () => {
    const res = await t.request
      .get(`/api/students/${ifrah.id}/${tail}`)
      .set(t.as('parent', DEMO_USERS.amina.id))
      .set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Student not found.', code: 'NOT_FOUND' });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await t.request
      .get(`/api/students/64b00000000000000000zz01/${tail}`)
      .set(t.as('parent', DEMO_USERS.amina.id));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: 'Malformed id' }));
  });

  it('answers 401 to an unsigned request', async () => {
    expect((await t.request.get(`/api/students/${hodan.id}/${tail}`)).status).toBe(401);
  });
});
