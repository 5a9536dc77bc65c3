import {
  ASSIGNMENT_PRIORITIES,
  assignmentSchema,
  EVENT_TYPES,
  eventSchema,
  GRADE_LETTERS,
  gradeEntrySchema,
  LANGUAGES,
  studentListSchema,
  SYSTEM_STATUSES,
  systemStatusEntrySchema,
  UPDATE_TYPES,
  updateSchema,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { toAssignmentDto } from './mappers/assignment';
import { toEventDto } from './mappers/event';
import { toGradeEntryDto } from './mappers/grade-entry';
import { toSystemStatusDto } from './mappers/system-status';
import { toUpdateDto } from './mappers/update';
import { seedDemoData } from './seed';
import { letterFor } from './domain/grade-letter';
import { startAcademicsTestApp, type AcademicsTestApp } from './testing-app';

const NOW = new Date('2025-03-12T15:00:00Z');
const CHILDREN = Object.values(DEMO_STUDENTS);
let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

async function countAll() {
  const entries = await Promise.all(
    Object.entries(t.models).map(async ([name, model]) => [name, await model.countDocuments()]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}

it('is idempotent: seeding again (later) changes no counts', async () => {
  const before = await countAll();
  const counts = await seedDemoData(t.connection, new Date(NOW.getTime() + 86_400_000));
  expect(await countAll()).toEqual(before);
  expect(before).toEqual({
    Student: counts.students,
    GradeEntry: counts.gradeEntries,
    AttendanceRecord: counts.attendanceRecords,
    Assignment: counts.assignments,
    Update: counts.updates,
    Event: counts.events,
    SystemStatus: counts.systemStatuses,
    StaffMember: counts.staff,
    SchoolClass: counts.classes,
    ClassAssignment: counts.classAssignments,
    Conference: counts.conferences,
    AbsenceReport: counts.absenceReports,
    ConferenceClaim: 0, // claims come from bookings and cancellations only
  });
  await seedDemoData(t.connection, NOW);
});

it('stores the demo families: Amina with three children, Farah with one', async () => {
  const res = await t.request.get('/api/students').set(t.as('parent', DEMO_USERS.amina.id));
  expect(studentListSchema.parse(res.body).map((s) => s.firstName)).toEqual([
    'Hodan',
    'Abdi',
    'Ayaan',
  ]);
  const farah = await t.request.get('/api/students').set(t.as('parent', DEMO_USERS.farah.id));
  expect(studentListSchema.parse(farah.body).map((s) => s.firstName)).toEqual(['Ifrah']);
  for (const s of [...res.body, ...farah.body]) {
    expect(s.gpa).toEqual(expect.any(Number));
    expect(s.attendanceRate).toBeGreaterThan(80);
  }
});

describe.each(LANGUAGES)('every seeded value parses with the contracts schemas in %s', (lang) => {
  it('grade entries, assignments, updates, events and system statuses', async () => {
    for (const doc of await t.models.GradeEntry.find().lean())
      gradeEntrySchema.parse(toGradeEntryDto(doc, lang));
    for (const doc of await t.models.Assignment.find().lean())
      assignmentSchema.parse(toAssignmentDto(doc, lang));
    for (const doc of await t.models.Update.find().lean())
      updateSchema.parse(toUpdateDto(doc, lang));
    for (const doc of await t.models.Event.find().lean()) eventSchema.parse(toEventDto(doc, lang));
    for (const doc of await t.models.SystemStatus.find().lean())
      systemStatusEntrySchema.parse(toSystemStatusDto(doc, lang));
  });
});

it('writes school text in both Somali and English', async () => {
  const updates = await t.models.Update.find().lean();
  expect(updates.every((u) => u.title.so && u.title.en && u.title.so !== u.title.en)).toBe(true);
});

describe.each(CHILDREN.map((c) => [c.firstName, c] as const))('for %s', (_name, child) => {
  it('records 8+ grade entries spanning A+ to F, each letter matching its points', async () => {
    const entries = await t.models.GradeEntry.find({ studentId: child.id }).lean();
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(new Set(entries.map((e) => e.grade))).toEqual(new Set(GRADE_LETTERS));
    for (const e of entries) expect(letterFor((e.points / e.maxPoints) * 100)).toBe(e.grade);
  });

  it('records 20+ school days with a few absences and late arrivals', async () => {
    const records = await t.models.AttendanceRecord.find({ studentId: child.id }).lean();
    expect(records.length).toBeGreaterThanOrEqual(20);
    const statuses = records.map((r) => r.status);
    expect(statuses.filter((s) => s === 'present').length).toBeGreaterThanOrEqual(
      records.length * 0.75,
    );
    expect(statuses.some((s) => s !== 'present')).toBe(true);
    expect(records.every((r) => r.date.getUTCDay() !== 0 && r.date.getUTCDay() !== 6)).toBe(true);
  });

  it('has assignments in every state and priority, including due soon, due within a day and overdue', async () => {
    const list = await t.models.Assignment.find({ studentId: child.id }).lean();
    const pending = list.filter((a) => a.status === 'pending');
    const hoursLeft = pending.map((a) => (a.dueDate.getTime() - NOW.getTime()) / 3_600_000);
    expect(new Set(list.map((a) => a.status))).toEqual(new Set(['pending', 'submitted', 'graded']));
    expect(new Set(list.map((a) => a.priority))).toEqual(new Set(ASSIGNMENT_PRIORITIES));
    expect(hoursLeft.some((h) => h >= 72 && h <= 120)).toBe(true);
    expect(hoursLeft.some((h) => h > 0 && h <= 24)).toBe(true);
    expect(hoursLeft.some((h) => h < 0)).toBe(true);
  });

  it('sees 5+ updates of every type (its own and district-wide)', async () => {
    const updates = await t.models.Update.find({
      $or: [{ studentIds: child.id }, { studentIds: { $size: 0 } }],
    }).lean();
    for (const type of UPDATE_TYPES)
      expect(updates.filter((u) => u.type === type).length).toBeGreaterThanOrEqual(5);
    expect(updates.every((u) => u.createdAt <= NOW)).toBe(true);
  });

  it('sees events of every type, past and upcoming', async () => {
    const events = await t.models.Event.find({
      $or: [{ studentIds: child.id }, { studentIds: { $size: 0 } }],
    }).lean();
    expect(new Set(events.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES));
    expect(events.some((e) => e.eventDate < NOW)).toBe(true);
    expect(events.some((e) => e.eventDate > NOW)).toBe(true);
  });
});

it('has a school system in every connection state', async () => {
  const statuses = await t.models.SystemStatus.find().lean();
  expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(SYSTEM_STATUSES));
});

it('keeps a day a teacher recorded when the seeded days later move onto it', async () => {
  const { id } = DEMO_STUDENTS.abdi;
  const date = new Date(Date.UTC(2025, 2, 12));
  await t.models.AttendanceRecord.create({ studentId: id, date, status: 'absent' });
  await seedDemoData(t.connection, new Date(NOW.getTime() + 86_400_000));
  const day = await t.models.AttendanceRecord.find({ studentId: id, date }).lean();
  expect(day.map((r) => [r.status, r.note])).toEqual([['absent', null]]);
  await t.models.AttendanceRecord.deleteOne({ studentId: id, date });
  await seedDemoData(t.connection, NOW);
});

describe('the staff workspace demo (issue 13)', () => {
  it("gives Ms. Johnson a class with Amina's and Farah's children", async () => {
    const classes = await t.models.SchoolClass.find({ teacherId: DEMO_USERS.teacher.id }).lean();
    const families = classes.map(async (c) => {
      const students = await t.models.Student.find({ _id: { $in: c.studentIds } }).lean();
      return new Set(students.flatMap((s) => s.parentIds));
    });
    expect(
      (await Promise.all(families)).some(
        (parents) => parents.has(DEMO_USERS.amina.id) && parents.has(DEMO_USERS.farah.id),
      ),
    ).toBe(true);
  });

  it("keeps every roster within who teaches whom (the students' teachers)", async () => {
    for (const c of await t.models.SchoolClass.find().lean()) {
      const students = await t.models.Student.find({ _id: { $in: c.studentIds } }).lean();
      expect(students).toHaveLength(c.studentIds.length);
      for (const s of students) expect(s.teacherIds).toContain(c.teacherId);
    }
  });

  it("has one open conference offer for Amina's child, all its times ahead", async () => {
    const open = await t.models.Conference.find({ status: 'offered' }).lean();
    expect(open).toHaveLength(1);
    const [offer] = open;
    const child = await t.models.Student.findById(offer?.studentId).lean();
    expect(child?.parentIds).toContain(DEMO_USERS.amina.id);
    expect(child?.teacherIds).toContain(offer?.teacherId);
    expect(offer?.slots.every((s) => s.start > NOW && s.end > s.start)).toBe(true);
  });

  it("has a parent's absence report for today and a graded class quiz", async () => {
    const [report] = await t.models.AbsenceReport.find().lean();
    expect(report?.date.toISOString().slice(0, 10)).toBe(NOW.toISOString().slice(0, 10));
    const quiz = await t.models.ClassAssignment.findOne().lean();
    const scores = await t.models.GradeEntry.find({ classAssignmentId: quiz?._id }).lean();
    expect(scores.length).toBeGreaterThan(0);
    for (const e of scores) expect(letterFor((e.points / e.maxPoints) * 100)).toBe(e.grade);
  });
});
