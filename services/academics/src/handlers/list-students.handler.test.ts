import { studentListSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import type { AttendanceStatus, GradeEntryDoc } from '../models';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const PARENT_A = '65a000000000000000000001';
const PARENT_B = '65a000000000000000000002';
const TEACHER = '65a000000000000000000003';
const STUDENT_USER = '65a000000000000000000004';
const KID_1 = new Types.ObjectId('65b000000000000000000001');
const KID_2 = new Types.ObjectId('65b000000000000000000002');
const KID_3 = new Types.ObjectId('65b000000000000000000003');

let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await t.models.Student.create([
    {
      _id: KID_1,
      firstName: 'Sagal',
      lastName: 'Omar',
      grade: '4',
      parentIds: [PARENT_A],
      userId: STUDENT_USER,
      teacherIds: [TEACHER],
    },
    {
      _id: KID_2,
      firstName: 'Guled',
      lastName: 'Omar',
      grade: '1',
      parentIds: [PARENT_A],
      teacherIds: [],
    },
    {
      _id: KID_3,
      firstName: 'Nimco',
      lastName: 'Ali',
      grade: '7',
      parentIds: [PARENT_B],
      teacherIds: [TEACHER],
    },
  ]);
  const grade = (studentId: Types.ObjectId, letter: GradeEntryDoc['grade']) => ({
    studentId,
    grade: letter,
    assignment: { so: 'Imtixaan', en: 'Test' },
    subject: { so: 'Xisaab', en: 'Math' },
    teacherId: TEACHER,
    teacherName: 'Ms. Test',
    points: 8,
    maxPoints: 10,
    recordedAt: new Date('2025-01-10T12:00:00Z'),
  });
  // KID_1: A (4.0) + B+ (3.3) + C (2.0) = 3.1; KID_2: none; KID_3: F alone = 0
  await t.models.GradeEntry.create([
    grade(KID_1, 'A'),
    grade(KID_1, 'B+'),
    grade(KID_1, 'C'),
    grade(KID_3, 'F'),
  ]);
  const day = (studentId: Types.ObjectId, status: AttendanceStatus, n: number) => ({
    studentId,
    status,
    date: new Date(Date.UTC(2025, 0, n)),
  });
  // KID_1: present, tardy, absent → 66.7 %; KID_3: present, excused → 50 %
  await t.models.AttendanceRecord.create([
    day(KID_1, 'present', 1),
    day(KID_1, 'tardy', 2),
    day(KID_1, 'absent', 3),
    day(KID_3, 'present', 1),
    day(KID_3, 'excused', 2),
  ]);
});

afterAll(() => t?.stop());

async function studentsAs(role: Parameters<AcademicsTestApp['as']>[0], userId?: string) {
  const res = await t.request.get('/api/students').set(t.as(role, userId));
  expect(res.status).toBe(200);
  return studentListSchema.parse(res.body);
}

describe('GET /api/students', () => {
  it('gives a parent only their own children, with GPA and attendance computed from the records', async () => {
    const students = await studentsAs('parent', PARENT_A);
    expect(students).toEqual([
      {
        id: KID_1.toHexString(),
        firstName: 'Sagal',
        lastName: 'Omar',
        grade: '4',
        gpa: 3.1,
        attendanceRate: 66.7,
      },
      {
        id: KID_2.toHexString(),
        firstName: 'Guled',
        lastName: 'Omar',
        grade: '1',
        gpa: null,
        attendanceRate: null,
      },
    ]);
  });

  it('gives another parent only theirs', async () => {
    const students = await studentsAs('parent', PARENT_B);
    expect(students).toEqual([
      {
        id: KID_3.toHexString(),
        firstName: 'Nimco',
        lastName: 'Ali',
        grade: '7',
        gpa: 0,
        attendanceRate: 50,
      },
    ]);
  });

  it('gives a parent with no children an empty list', async () => {
    expect(await studentsAs('parent', '65a0000000000000000000ff')).toEqual([]);
  });

  it('gives a student their own record', async () => {
    expect((await studentsAs('student', STUDENT_USER)).map((s) => s.id)).toEqual([
      KID_1.toHexString(),
    ]);
  });

  it('gives a teacher the students they teach', async () => {
    expect((await studentsAs('teacher', TEACHER)).map((s) => s.id)).toEqual([
      KID_1.toHexString(),
      KID_3.toHexString(),
    ]);
  });

  it('gives an administrator every student', async () => {
    expect(await studentsAs('admin', '65a000000000000000000009')).toHaveLength(3);
  });

  it('gives a community client no student data', async () => {
    expect(await studentsAs('client', '65a000000000000000000005')).toEqual([]);
  });

  it('rejects an unsigned request with 401 JSON', async () => {
    const res = await t.request.get('/api/students');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  it('rejects an anonymous caller with 401', async () => {
    const res = await t.request.get('/api/students').set(t.as('anonymous'));
    expect(res.status).toBe(401);
  });
});
