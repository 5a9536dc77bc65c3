import { staffClassListSchema, teacherDirectorySchema, type StaffClass } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { Types } from 'mongoose';
import { useSeededAcademics } from '../testing-staff-workspace';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin } = DEMO_USERS;

const s = useSeededAcademics(NOW);

const classesAs = async (role: IdentityRole, userId: string, lang = 'en') => {
  const res = await s.t.request
    .get('/api/staff/classes')
    .set(s.t.as(role, userId))
    .set('Accept-Language', lang);
  return { res, classes: res.status === 200 ? staffClassListSchema.parse(res.body) : [] };
};

const roster = (c: StaffClass | undefined) =>
  c?.students.map((st) => [st.name, st.familyLanguage]) ?? [];

describe('GET /api/staff/classes', () => {
  it("gives Ms. Johnson her classes with each child's name and family language", async () => {
    const { res, classes } = await classesAs('teacher', teacher.id);
    expect(res.status).toBe(200);
    expect(classes.map((c) => [c.name, c.subject, c.teacherName])).toEqual([
      ['Math, grades 5–8', 'Math', 'Ms. Sarah Johnson'],
      ['English, grades 5–6', 'English', 'Ms. Sarah Johnson'],
    ]);
    expect(roster(classes[0])).toEqual([
      ['Abdi Hassan', 'so'],
      ['Hodan Hassan', 'so'],
      ['Ifrah Warsame', 'so'],
    ]);
    expect(classes[0]?.students[2]).toEqual({
      studentId: ifrah.id,
      firstName: 'Ifrah',
      lastName: 'Warsame',
      name: 'Ifrah Warsame',
      grade: '6',
      familyLanguage: 'so',
      guardians: [{ userId: farah.id, language: 'so' }],
    });
  });

  it("names classes in the reader's language", async () => {
    const { classes } = await classesAs('teacher', teacher2.id, 'so');
    expect(classes.map((c) => [c.name, c.subject])).toEqual([
      ['Af-Soomaali, fasallada 2–8', 'Af-Soomaali'],
      ['Cilmiga Bulshada, fasalka 8aad', 'Cilmiga Bulshada'],
    ]);
    expect(roster(classes[0]).map(([name]) => name)).toEqual(['Ayaan Hassan', 'Hodan Hassan']);
  });

  it("never shows a teacher another teacher's class", async () => {
    const { classes } = await classesAs('teacher', teacher2.id);
    const ids = classes.flatMap((c) => c.students.map((st) => st.studentId));
    expect(ids).not.toContain(abdi.id);
    expect(ids).not.toContain(ifrah.id);
    expect(classes.every((c) => c.teacherId === teacher2.id)).toBe(true);
  });

  it("lists a roster's child even when the child's own list of teachers lacks the teacher", async () => {
    await s.t.models.Student.updateOne({ _id: ifrah.id }, { $pull: { teacherIds: teacher.id } });
    try {
      const { res, classes } = await classesAs('teacher', teacher.id);
      expect(res.status).toBe(200);
      expect(roster(classes[0])).toEqual([
        ['Abdi Hassan', 'so'],
        ['Hodan Hassan', 'so'],
        ['Ifrah Warsame', 'so'],
      ]);
    } finally {
      await s.t.models.Student.updateOne({ _id: ifrah.id }, { $push: { teacherIds: teacher.id } });
    }
  });

  it("never lists a child the teacher teaches outside that class's roster", async () => {
    await s.t.models.Student.updateOne({ _id: ayaan.id }, { $push: { teacherIds: teacher.id } });
    try {
      const { classes } = await classesAs('teacher', teacher.id);
      const ids = classes.flatMap((c) => c.students.map((st) => st.studentId));
      expect(ids).not.toContain(ayaan.id);
      expect(roster(classes[0]).map(([name]) => name)).toEqual([
        'Abdi Hassan',
        'Hodan Hassan',
        'Ifrah Warsame',
      ]);
    } finally {
      await s.t.models.Student.updateOne({ _id: ayaan.id }, { $pull: { teacherIds: teacher.id } });
    }
  });

  it('gives an administrator every class', async () => {
    const { classes } = await classesAs('admin', admin.id);
    expect(classes).toHaveLength(4);
  });

  it("asks identity for the guardians' languages each time, so a change shows at once", async () => {
    s.identity.languages.set(farah.id, 'en');
    const { classes } = await classesAs('teacher', teacher.id);
    expect(roster(classes[0])).toContainEqual(['Ifrah Warsame', 'en']);
    s.identity.languages.set(farah.id, 'so');
    expect(s.identity.asked).toEqual(expect.arrayContaining([amina.id, farah.id]));
  });

  it.each([
    ['parent', amina.id],
    ['student', DEMO_USERS.hodan.id],
    ['client', DEMO_USERS.client.id],
  ] as const)("refuses a %s with 403 in the reader's language", async (role, userId) => {
    const { res } = await classesAs(role, userId, 'so');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Uma oggolid inaad tan samayso.', code: 'FORBIDDEN' });
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await s.t.request.get('/api/staff/classes').set(s.t.as('anonymous'));
    expect(res.status).toBe(401);
  });
});

describe("GET /api/staff/classes asks identity for the guardians' languages", () => {
  it('in one call for the whole list', async () => {
    const before = s.identity.batchCalls;
    s.identity.asked.length = 0;
    const { classes } = await classesAs('teacher', teacher.id);
    expect(roster(classes[0])).toContainEqual(['Ifrah Warsame', 'so']);
    expect(s.identity.batchCalls).toBe(before + 1);
    expect(new Set(s.identity.asked).size).toBe(s.identity.asked.length);
  });

  it('person by person of an identity older than that call, with the same answer', async () => {
    const batched = roster((await classesAs('teacher', teacher.id)).classes[0]);
    s.identity.batch = false;
    try {
      const before = s.identity.batchCalls;
      const { res, classes } = await classesAs('teacher', teacher.id);
      expect(res.status).toBe(200);
      expect(roster(classes[0])).toEqual(batched);
      expect(s.identity.batchCalls).toBe(before);
    } finally {
      s.identity.batch = true;
    }
  });
});

describe('GET /api/staff/classes when identity cannot be reached', () => {
  it('still lists the roster, with no family language rather than a guess', async () => {
    s.identity.reachable = false;
    try {
      const { res, classes } = await classesAs('teacher', teacher.id);
      expect(res.status).toBe(200);
      expect(roster(classes[0])).toEqual([
        ['Abdi Hassan', null],
        ['Hodan Hassan', null],
        ['Ifrah Warsame', null],
      ]);
      expect(classes[0]?.students[0]?.guardians).toEqual([{ userId: amina.id, language: null }]);
    } finally {
      s.identity.reachable = true;
    }
  });
});

describe('GET /api/students/:id/teachers', () => {
  const directory = async (studentId: string, role: IdentityRole, userId: string, lang = 'en') =>
    s.t.request
      .get(`/api/students/${studentId}/teachers`)
      .set(s.t.as(role, userId))
      .set('Accept-Language', lang);

  it("lists a child's teachers for the guardian: name, subject, class", async () => {
    const res = await directory(hodan.id, 'parent', amina.id);
    expect(res.status).toBe(200);
    expect(teacherDirectorySchema.parse(res.body)).toEqual([
      {
        teacherId: teacher2.id,
        name: 'Mr. Ahmed Nur',
        subject: 'Social Studies',
        className: 'Social Studies, grade 8',
      },
      {
        teacherId: teacher2.id,
        name: 'Mr. Ahmed Nur',
        subject: 'Somali Language',
        className: 'Somali Language, grades 2–8',
      },
      {
        teacherId: teacher.id,
        name: 'Ms. Sarah Johnson',
        subject: 'Math',
        className: 'Math, grades 5–8',
      },
    ]);
  });

  it("answers in the reader's language", async () => {
    const res = await directory(ifrah.id, 'parent', farah.id, 'so');
    expect(res.body).toEqual([
      {
        teacherId: teacher.id,
        name: 'Ms. Sarah Johnson',
        subject: 'Af-Ingiriis',
        className: 'Af-Ingiriis, fasallada 5–6',
      },
      {
        teacherId: teacher.id,
        name: 'Ms. Sarah Johnson',
        subject: 'Xisaab',
        className: 'Xisaab, fasallada 5–8',
      },
    ]);
  });

  it('names a teacher linked to the child outside any class by the subjects they set', async () => {
    await s.t.models.SchoolClass.updateMany(
      { teacherId: teacher2.id },
      { $pull: { studentIds: new Types.ObjectId(ayaan.id) } },
    );
    try {
      const res = await directory(ayaan.id, 'parent', amina.id);
      expect(res.body).toEqual([
        {
          teacherId: teacher2.id,
          name: 'Mr. Ahmed Nur',
          subject: expect.stringContaining('Science'),
          className: '',
        },
      ]);
    } finally {
      await s.t.models.SchoolClass.updateOne(
        { teacherId: teacher2.id, 'name.en': 'Somali Language, grades 2–8' },
        { $set: { studentIds: [hodan.id, ayaan.id] } },
      );
    }
  });

  it.each([
    ['the child’s teacher', 200, 'teacher', teacher.id, abdi.id],
    ['an administrator', 200, 'admin', admin.id, ifrah.id],
    ["another family's parent", 404, 'parent', farah.id, abdi.id],
    ['a teacher who does not teach the child', 404, 'teacher', teacher2.id, abdi.id],
    ['the student', 404, 'student', DEMO_USERS.hodan.id, hodan.id],
    ['a community client', 404, 'client', DEMO_USERS.client.id, abdi.id],
  ] as const)('answers %s with %i', async (_who, status, role, userId, studentId) => {
    const res = await directory(studentId, role, userId);
    expect(res.status).toBe(status);
    if (status === 404)
      expect(res.body).toEqual({ error: 'Student not found.', code: 'STUDENT_NOT_FOUND' });
  });

  it('answers a missing child exactly like a foreign one, and 400 for a malformed id', async () => {
    const missing = await directory('64b0000000000000000000ff', 'parent', amina.id);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('STUDENT_NOT_FOUND');
    expect((await directory('nope', 'parent', amina.id)).status).toBe(400);
  });
});
