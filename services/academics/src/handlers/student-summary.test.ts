import { studentListSchema, type Student } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { computeAttendanceRate, computeGpa } from '../domain/student-stats';
import { GradeRepository } from '../repositories/grade-repository';
import { StudentRepository } from '../repositories/student-repository';
import { buildClasses } from '../seed/classes';
import { useSeededAcademics } from '../testing-staff-workspace';

/**
 * A child's GPA and attendance rate are kept on the child (models/student.ts). What a parent sees
 * must still always be what the records say: after every kind of write, and when a write races a
 * read that is storing figures.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
const { abdi, hodan } = DEMO_STUDENTS;
const { amina, teacher } = DEMO_USERS;
const [math = ''] = buildClasses().map((c) => c._id.toHexString());

const s = useSeededAcademics(NOW);

async function aminasChildren(): Promise<Student[]> {
  const res = await s.t.request.get('/api/students').set(s.t.as('parent', amina.id));
  expect(res.status).toBe(200);
  return studentListSchema.parse(res.body);
}

const figuresOf = async (id: string) => {
  const child = (await aminasChildren()).find((c) => c.id === id);
  return { gpa: child?.gpa, attendanceRate: child?.attendanceRate };
};

/** The figures computed from the records themselves, as the parent must see them. */
async function fromRecords(id: string) {
  const studentId = new Types.ObjectId(id);
  const [grades, days] = await Promise.all([
    s.t.models.GradeEntry.find({ studentId }).lean(),
    s.t.models.AttendanceRecord.find({ studentId }).lean(),
  ]);
  return {
    gpa: computeGpa(grades.map((g) => g.grade)),
    attendanceRate: computeAttendanceRate(days.map((d) => d.status)),
  };
}

const storedSummary = async (id: string) => (await s.t.models.Student.findById(id).lean())?.summary;

const johnson = () => s.t.as('teacher', teacher.id);

describe("a child's kept GPA and attendance rate", () => {
  it('are computed from the records on the first read and kept on the child for the next', async () => {
    const first = await figuresOf(abdi.id);
    expect(first).toEqual(await fromRecords(abdi.id));
    expect(first.gpa).not.toBeNull();
    expect(await storedSummary(abdi.id)).toMatchObject({ current: true, ...first });
    expect(await figuresOf(abdi.id)).toEqual(first);
  });

  it("follow a class's grades and a class's attendance at once", async () => {
    const before = await figuresOf(abdi.id);
    const graded = await s.t.request
      .post(`/api/staff/classes/${math}/grades`)
      .set(johnson())
      .set('Accept-Language', 'en')
      .send({
        assignment: { title: 'Summary test', dueDate: '2026-11-19', maxScore: 10 },
        entries: [{ studentId: abdi.id, score: 1 }],
      });
    expect(graded.status).toBe(201);
    const taken = await s.t.request
      .post(`/api/staff/classes/${math}/attendance`)
      .set(johnson())
      .set('Accept-Language', 'en')
      .send({ date: '2026-11-20', entries: [{ studentId: abdi.id, status: 'absent' }] });
    expect(taken.status).toBe(200);

    const after = await figuresOf(abdi.id);
    expect(after).toEqual(await fromRecords(abdi.id));
    expect(after.gpa).toBeLessThan(before.gpa!);
    expect(after.attendanceRate).toBeLessThan(before.attendanceRate!);
  });

  it('follow a write that was taken back (all or nothing)', async () => {
    await figuresOf(hodan.id); // kept
    const grades = new GradeRepository(s.t.models);
    const studentId = new Types.ObjectId(hodan.id);
    const failing = {
      _id: new Types.ObjectId(),
      studentId,
      grade: 'F' as const,
      assignment: { so: 'Tijaabo', en: 'Trial' },
      subject: { so: 'Xisaab', en: 'Math' },
      teacherId: teacher.id,
      teacherName: 'Ms. Johnson',
      points: 0,
      maxPoints: 10,
      recordedAt: NOW,
    };
    const write = grades.putEntries([failing], []);
    await write.run();
    expect(await figuresOf(hodan.id)).toEqual(await fromRecords(hodan.id));
    await write.undo();
    expect(await figuresOf(hodan.id)).toEqual(await fromRecords(hodan.id));
    expect(await s.t.models.GradeEntry.exists({ _id: failing._id })).toBeNull();
  });

  it('are not overwritten by a read that computed them before a write marked them stale', async () => {
    await figuresOf(abdi.id);
    const readBefore = (await s.t.models.Student.findById(abdi.id).lean())!;
    // A write lands (and marks the summary stale) while that read is still computing...
    const res = await s.t.request
      .post(`/api/students/${abdi.id}/attendance`)
      .set(johnson())
      .set('Accept-Language', 'en')
      .send({ date: '2026-11-18', status: 'absent' });
    expect([200, 201]).toContain(res.status);
    // ...then the slow read stores what it computed from the older records: refused.
    await new StudentRepository(s.t.models).storeSummary(readBefore, {
      gpa: 4,
      attendanceRate: 100,
    });
    expect(await figuresOf(abdi.id)).toEqual(await fromRecords(abdi.id));
    expect((await figuresOf(abdi.id)).attendanceRate).not.toBe(100);
  });
});
