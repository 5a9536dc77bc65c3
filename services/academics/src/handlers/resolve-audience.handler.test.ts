import { audienceResponseSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const { abdi, ayaan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin } = DEMO_USERS;
/** Abdi's twin (same class, same teacher) and a grade-5 child that only teacher2 teaches. */
const ASHA = new Types.ObjectId('65b000000000000000000051');
const OMAR = new Types.ObjectId('65b000000000000000000052');
const OMAR_PARENT = '65a000000000000000000052';

let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, new Date('2026-11-20T15:00:00Z'));
  await t.models.Student.create([
    {
      _id: ASHA,
      firstName: 'Asha',
      lastName: 'Hassan',
      grade: '5',
      parentIds: [amina.id],
      teacherIds: [teacher.id],
    },
    {
      _id: OMAR,
      firstName: 'Omar',
      lastName: 'Ali',
      grade: '5',
      parentIds: [OMAR_PARENT],
      teacherIds: [teacher2.id],
    },
  ]);
});
afterAll(() => t?.stop());

const audience = (query: Record<string, string>, headers = t.as('system')) =>
  t.request.get('/internal/audience').query(query).set(headers);
const byTeacher = (query: Record<string, string>, userId: string = teacher.id) =>
  audience({ userId, role: 'teacher', ...query });
const byAdmin = (query: Record<string, string>) =>
  audience({ userId: admin.id, role: 'admin', ...query });

describe('GET /internal/audience', () => {
  it("reaches one student's parents and names the sender", async () => {
    const res = await byTeacher({ type: 'student', studentId: ifrah.id });
    expect(res.status).toBe(200);
    expect(audienceResponseSchema.parse(res.body)).toEqual({
      parentIds: [farah.id],
      studentIds: [ifrah.id],
      senderName: 'Ms. Sarah Johnson',
    });
  });

  it('lists a parent with two children in the class once, and only the classes the teacher teaches', async () => {
    const res = await byTeacher({ type: 'class', grade: '5' });
    expect(res.body.parentIds).toEqual([amina.id]);
    expect([...res.body.studentIds].sort()).toEqual([abdi.id, ASHA.toHexString()].sort());
  });

  it('gives an administrator the whole class and the whole school', async () => {
    const cls = await byAdmin({ type: 'class', grade: '5' });
    expect([...cls.body.parentIds].sort()).toEqual([amina.id, OMAR_PARENT].sort());
    const school = await byAdmin({ type: 'school' });
    expect([...school.body.parentIds].sort()).toEqual([amina.id, farah.id, OMAR_PARENT].sort());
    expect(school.body.studentIds).toHaveLength(6);
    expect(school.body.senderName).toBe('District Admin');
  });

  it('answers a student the teacher does not teach like a missing one (404)', async () => {
    const res = await byTeacher({ type: 'student', studentId: ayaan.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
    const missing = await byAdmin({ type: 'student', studentId: '65b0000000000000000000ff' });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for a class the teacher does not teach', async () => {
    const res = await byTeacher({ type: 'class', grade: '6' }, teacher2.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses a teacher addressing the whole school (403)', async () => {
    const res = await byTeacher({ type: 'school' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it.each([
    ['a parent as sender', { userId: amina.id, role: 'parent', type: 'school' }],
    ['no audience', { userId: admin.id, role: 'admin' }],
    [
      'a malformed student id',
      { userId: admin.id, role: 'admin', type: 'student', studentId: 'x' },
    ],
  ])('answers 400 for %s', async (_what, query) => {
    const res = await audience(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('is for the system only: a signed-in user gets 403, an unsigned call 401', async () => {
    const query = { userId: admin.id, role: 'admin', type: 'school' };
    expect((await audience(query, t.as('admin', admin.id))).status).toBe(403);
    expect((await t.request.get('/internal/audience').query(query)).status).toBe(401);
  });
});
