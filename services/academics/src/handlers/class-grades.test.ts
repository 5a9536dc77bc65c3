import {
  classAssignmentListSchema,
  classGradesResponseSchema,
  gradeEntryListSchema,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { buildClasses } from '../seed/classes';
import { expectRefused, useSeededAcademics } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2 } = DEMO_USERS;
const [math = '', english = ''] = buildClasses().map((c) => c._id.toHexString());

const s = useSeededAcademics(NOW);

const johnson = () => s.t.as('teacher', teacher.id);

const grade = (classId: string, body: object, headers = johnson()) =>
  s.t.request
    .post(`/api/staff/classes/${classId}/grades`)
    .set(headers)
    .set('Accept-Language', 'en')
    .send(body);

const gradebook = async (classId: string, headers = johnson()) =>
  s.t.request
    .get(`/api/staff/classes/${classId}/assignments`)
    .set(headers)
    .set('Accept-Language', 'en');

const written = async () => ({
  assignments: await s.t.models.ClassAssignment.countDocuments(),
  entries: await s.t.models.GradeEntry.countDocuments(),
  updates: await s.t.models.Update.countDocuments(),
});

const DECIMALS = { title: 'Decimals test', dueDate: '2026-11-19', maxScore: 50 };
let decimalsId = '';

describe('GET /api/staff/classes/:id/assignments', () => {
  it("shows the class's gradebook: the seeded quiz with each child's score", async () => {
    const res = await gradebook(math);
    expect(res.status).toBe(200);
    const [quiz] = classAssignmentListSchema.parse(res.body);
    expect(quiz).toEqual(
      expect.objectContaining({
        title: 'Quiz: multiplying fractions',
        subject: 'Math',
        maxScore: 20,
      }),
    );
    expect(quiz?.scores.map((x) => [x.studentId, x.score, x.grade])).toEqual(
      expect.arrayContaining([
        [hodan.id, 18, 'A'],
        [abdi.id, 15, 'C'],
        [ifrah.id, 17, 'B'],
      ]),
    );
  });

  it("answers another teacher's class with 404", async () => {
    expect((await gradebook(math, s.t.as('teacher', teacher2.id))).status).toBe(404);
  });
});

describe('POST /api/staff/classes/:id/grades', () => {
  it('records a new assignment across the class (201) and the families see it on their Grades page', async () => {
    const before = await written();
    const res = await grade(math, {
      assignment: DECIMALS,
      entries: [
        { studentId: abdi.id, score: 45 },
        { studentId: hodan.id, score: 50 },
      ],
    });
    expect(res.status).toBe(201);
    const body = classGradesResponseSchema.parse(res.body);
    decimalsId = body.assignment.id;
    expect(body.assignment).toEqual(
      expect.objectContaining({
        classId: math,
        title: 'Decimals test',
        dueDate: '2026-11-19',
        maxScore: 50,
      }),
    );
    expect(body.changed.sort()).toEqual([hodan.id, abdi.id].sort());
    expect(body.assignment.scores.map((x) => [x.studentId, x.score, x.grade])).toEqual(
      expect.arrayContaining([
        [abdi.id, 45, 'A'],
        [hodan.id, 50, 'A+'],
      ]),
    );
    expect(await written()).toEqual({
      assignments: before.assignments + 1,
      entries: before.entries + 2,
      updates: before.updates + 2,
    });

    const grades = gradeEntryListSchema.parse(
      (
        await s.t.request
          .get(`/api/students/${abdi.id}/grades`)
          .set(s.t.as('parent', amina.id))
          .set('Accept-Language', 'en')
      ).body,
    );
    expect(grades[0]).toEqual(
      expect.objectContaining({
        assignment: 'Decimals test',
        subject: 'Math',
        teacherName: 'Ms. Sarah Johnson',
        grade: 'A',
        points: 45,
        maxPoints: 50,
        recordedAt: NOW.toISOString(),
      }),
    );
  });

  it('sends each family the existing grade_update, the subject in their language', async () => {
    s.identity.languages.set(farah.id, 'en');
    try {
      const res = await grade(math, {
        assignmentId: decimalsId,
        entries: [{ studentId: ifrah.id, score: 30 }],
      });
      expect(res.status).toBe(200);
      expect(s.gateway.received).toEqual([
        {
          userIds: [farah.id],
          event: { type: 'grade_update', subject: 'Math', grade: 'D', studentName: 'Ifrah' },
        },
      ]);
    } finally {
      s.identity.languages.set(farah.id, 'so');
    }
    const abdiAgain = await grade(math, {
      assignmentId: decimalsId,
      entries: [{ studentId: abdi.id, score: 40 }],
    });
    expect(abdiAgain.body.changed).toEqual([abdi.id]);
    expect(s.gateway.received.at(-1)).toEqual({
      userIds: [amina.id],
      event: { type: 'grade_update', subject: 'Xisaab', grade: 'B', studentName: 'Abdi' },
    });
  });

  it('keeps one entry per student: the same scores again change nothing and tell nobody', async () => {
    const before = await written();
    const res = await grade(math, {
      assignmentId: decimalsId,
      entries: [
        { studentId: abdi.id, score: 40 },
        { studentId: hodan.id, score: 50 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual([]);
    expect(await written()).toEqual(before);
    expect(s.gateway.received).toEqual([]);
    const abdis = await s.t.models.GradeEntry.find({
      studentId: abdi.id,
      classAssignmentId: decimalsId,
    }).lean();
    expect(abdis.map((e) => [e.points, e.grade])).toEqual([[40, 'B']]);
  });

  it.each([
    [
      'a score above the maximum of the assignment',
      () => ({ assignmentId: decimalsId, entries: [{ studentId: abdi.id, score: 51 }] }),
      'SCORE_OUT_OF_RANGE',
    ],
    [
      'a score above the maximum of a new assignment',
      () => ({ assignment: DECIMALS, entries: [{ studentId: abdi.id, score: 60 }] }),
      'SCORE_OUT_OF_RANGE',
    ],
    [
      'a negative score',
      () => ({ assignmentId: decimalsId, entries: [{ studentId: abdi.id, score: -1 }] }),
      'SCORE_OUT_OF_RANGE',
    ],
    [
      'a student of another class',
      () => ({
        assignmentId: decimalsId,
        entries: [
          { studentId: abdi.id, score: 10 },
          { studentId: ayaan.id, score: 10 },
        ],
      }),
      'STUDENT_NOT_IN_CLASS',
    ],
    [
      'the same student twice',
      () => ({
        assignmentId: decimalsId,
        entries: [
          { studentId: abdi.id, score: 10 },
          { studentId: abdi.id, score: 12 },
        ],
      }),
      'DUPLICATE_STUDENT',
    ],
    [
      'both an assignment id and a new assignment',
      () => ({
        assignmentId: decimalsId,
        assignment: DECIMALS,
        entries: [{ studentId: abdi.id, score: 10 }],
      }),
      'ASSIGNMENT_CHOICE',
    ],
    [
      'no assignment',
      () => ({ entries: [{ studentId: abdi.id, score: 10 }] }),
      'ASSIGNMENT_CHOICE',
    ],
    [
      'a blank title',
      () => ({
        assignment: { ...DECIMALS, title: '  ' },
        entries: [{ studentId: abdi.id, score: 10 }],
      }),
      'TITLE_REQUIRED',
    ],
    ['no scores', () => ({ assignmentId: decimalsId, entries: [] }), 'VALIDATION_FAILED'],
  ])('answers 400 for %s and writes nothing', async (_what, body, code) => {
    await expectRefused(s, () => grade(math, body()), { status: 400, code }, written);
  });

  it("answers 404 for an assignment of another class, another teacher's class and a parent's 403, writing nothing", async () => {
    const before = await written();
    const elsewhere = await grade(english, {
      assignmentId: decimalsId,
      entries: [{ studentId: abdi.id, score: 10 }],
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({
      error: 'This assignment was not found in this class.',
      code: 'ASSIGNMENT_NOT_FOUND',
    });
    const other = await grade(
      math,
      { assignment: DECIMALS, entries: [{ studentId: abdi.id, score: 1 }] },
      s.t.as('teacher', teacher2.id),
    );
    expect(other.status).toBe(404);
    const parent = await grade(
      math,
      { assignment: DECIMALS, entries: [{ studentId: abdi.id, score: 1 }] },
      s.t.as('parent', amina.id),
    );
    expect(parent.status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('lists the new assignment first in the gradebook', async () => {
    const list = classAssignmentListSchema.parse((await gradebook(math)).body);
    expect(list.map((a) => a.title)).toEqual(['Decimals test', 'Quiz: multiplying fractions']);
    expect(list[0]?.scores).toHaveLength(3);
  });
});
