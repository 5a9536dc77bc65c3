import supertest from 'supertest';
import {
  gradeEntrySchema,
  studentListSchema,
  updateListSchema,
  STUDENT_NOT_FOUND_TEXT,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import {
  startEventReceiver,
  TEST_SECRET,
  testLogger,
  type EventReceiver,
} from '@d742/service-testing';
import { createApp } from '../app';
import { computeGpa } from '../domain/student-stats';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi } = DEMO_STUDENTS;
const teacher = () => t.as('teacher', DEMO_USERS.teacher.id);
const amina = () => t.as('parent', DEMO_USERS.amina.id);
const quiz = {
  assignment: 'Fractions quiz 2',
  subject: 'Math',
  grade: 'F',
  points: 5,
  maxPoints: 20,
};

let t: AcademicsTestApp;
let gateway: EventReceiver;

beforeAll(async () => {
  gateway = await startEventReceiver();
  t = await startAcademicsTestApp({ gatewayUrl: gateway.url, clock: () => NOW });
  await seedDemoData(t.connection, new Date(NOW.getTime() - 3_600_000));
});

afterAll(async () => {
  await t?.stop();
  await gateway?.stop();
});

beforeEach(() => {
  gateway.received.length = 0;
});

const post = (studentId: string, headers: Record<string, string>, body: unknown = quiz) =>
  t.request
    .post(`/api/students/${studentId}/grades`)
    .set(headers)
    .send(body as object);

async function gpaOf(studentId: string) {
  const res = await t.request.get('/api/students').set(amina());
  return studentListSchema.parse(res.body).find((s) => s.id === studentId)?.gpa;
}

const written = async () => ({
  grades: await t.models.GradeEntry.countDocuments(),
  updates: await t.models.Update.countDocuments(),
});

describe('POST /api/students/:id/grades', () => {
  it('lets a teacher of the student record a grade under their own name (201)', async () => {
    const res = await post(abdi.id, teacher()).set('Accept-Language', 'en');
    expect(res.status).toBe(201);
    expect(gradeEntrySchema.parse(res.body)).toEqual({
      id: expect.any(String),
      studentId: abdi.id,
      assignment: 'Fractions quiz 2',
      subject: 'Math',
      teacherName: 'Ms. Sarah Johnson',
      grade: 'F',
      points: 5,
      maxPoints: 20,
      recordedAt: NOW.toISOString(),
    });
    const grades = await t.request.get(`/api/students/${abdi.id}/grades`).set(amina());
    expect(grades.body[0]).toEqual(
      expect.objectContaining({ id: res.body.id, subject: 'Xisaab', grade: 'F' }),
    );
  });

  it("publishes grade_update to the student's parents only, signed as the system", async () => {
    await post(abdi.id, teacher());
    expect(gateway.received).toEqual([
      {
        userIds: [DEMO_USERS.amina.id],
        event: { type: 'grade_update', subject: 'Math', grade: 'F', studentName: 'Abdi' },
      },
    ]);
  });

  it("also tells the student's own account when there is one", async () => {
    await post(hodan.id, t.as('teacher', DEMO_USERS.teacher2.id), { ...quiz, subject: 'Xisaab' });
    expect(gateway.received.map((r) => r.userIds)).toEqual([
      [DEMO_USERS.amina.id, DEMO_USERS.hodan.id],
    ]);
    expect(gateway.received[0]?.event).toEqual(
      expect.objectContaining({ subject: 'Xisaab', studentName: 'Hodan' }),
    );
  });

  it('changes the GPA parents see, computed from every recorded letter', async () => {
    const before = await gpaOf(abdi.id);
    await post(abdi.id, teacher());
    const letters = (await t.models.GradeEntry.find({ studentId: abdi.id }).lean()).map(
      (e) => e.grade,
    );
    const after = await gpaOf(abdi.id);
    expect(after).toBe(computeGpa(letters));
    expect(after).toBeLessThan(before ?? 0);
  });

  it("shows the grade update on the home of the child's teachers, and no other teacher's", async () => {
    const res = await post(abdi.id, teacher());
    expect(res.status).toBe(201);
    const homeOf = async (teacherId: string) =>
      updateListSchema
        .parse((await t.request.get('/api/updates?limit=4').set(t.as('teacher', teacherId))).body)
        .map((u) => u.description);
    const told = 'Buundada Abdi ee hawsha "Fractions quiz 2": F (5/20).';
    expect((await homeOf(DEMO_USERS.teacher.id))[0]).toBe(told);
    expect(await homeOf(DEMO_USERS.teacher2.id)).not.toContain(told);
  });

  it('tells the family in a grade update, in both languages', async () => {
    await post(abdi.id, teacher());
    const latest = async (lang: string) =>
      updateListSchema.parse(
        (await t.request.get('/api/updates').set(amina()).set('Accept-Language', lang)).body,
      )[0];
    expect(await latest('so')).toEqual(
      expect.objectContaining({
        type: 'grade',
        title: 'Buundo cusub: Xisaab',
        description: 'Buundada Abdi ee hawsha "Fractions quiz 2": F (5/20).',
        teacherName: 'Ms. Sarah Johnson',
        subject: 'Xisaab',
        createdAt: NOW.toISOString(),
      }),
    );
    expect(await latest('en')).toEqual(
      expect.objectContaining({
        title: 'New grade: Math',
        description: 'Abdi received F (5/20) on "Fractions quiz 2".',
      }),
    );
    const farah = await t.request.get('/api/updates').set(t.as('parent', DEMO_USERS.farah.id));
    const farahIds = farah.body.map((u: { id: string }) => u.id);
    expect(farahIds).not.toContain((await latest('so'))?.id);
  });

  it('lets an administrator record a grade for any student', async () => {
    const res = await post(abdi.id, t.as('admin', DEMO_USERS.admin.id));
    expect(res.status).toBe(201);
    expect(res.body.teacherName).toBe('District Admin');
  });

  it.each([
    ['parent', DEMO_USERS.amina.id],
    ['student', DEMO_USERS.hodan.id],
    ['client', DEMO_USERS.client.id],
  ] as const)('refuses a %s with 403 and writes nothing', async (role, userId) => {
    const before = await written();
    const res = await post(abdi.id, t.as(role, userId));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: 'FORBIDDEN' }),
    );
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);
  });

  it('answers a teacher who does not teach the student like a missing student (404)', async () => {
    const before = await written();
    const res = await post(abdi.id, t.as('teacher', DEMO_USERS.teacher2.id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: STUDENT_NOT_FOUND_TEXT.so, code: 'NOT_FOUND' });
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);
  });

  it.each([
    ['a letter outside the scale', { ...quiz, grade: 'E' }],
    ['more points than the maximum', { ...quiz, points: 21 }],
    ['no assignment', { ...quiz, assignment: '  ' }],
    ['points as text', { ...quiz, points: '5' }],
    ['a MongoDB operator', { ...quiz, subject: { $gt: '' } }],
  ])('answers 400 for %s and writes nothing', async (_what, body) => {
    const before = await written();
    const res = await post(abdi.id, teacher(), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
    );
    expect(await written()).toEqual(before);
    expect(gateway.received).toEqual([]);
  });

  it('answers 400 for a malformed student id', async () => {
    expect((await post('not-an-id', teacher())).status).toBe(400);
  });

  it('still records the grade when the gateway cannot be reached', async () => {
    const offline = createApp({
      connection: t.connection,
      config: {
        ...t.config,
        internalSecret: TEST_SECRET,
        gatewayInternalUrl: 'http://127.0.0.1:1',
      },
      logger: testLogger(),
    });
    const res = await supertest(offline.callback())
      .post(`/api/students/${abdi.id}/grades`)
      .set(teacher())
      .send(quiz);
    expect(res.status).toBe(201);
    expect(await t.models.GradeEntry.countDocuments({ _id: res.body.id })).toBe(1);
  });
});
