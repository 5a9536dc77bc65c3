import type { Connection } from 'mongoose';
import { SEED_CHILDREN, upsertById } from '@d742/service-kit';
import { createModels, type StudentDoc } from '../models';
import { withAudience } from '../models/audience';
import { withDayMonth, withMonthAndDay } from '../models/month';
import { buildAbsenceReports } from './absence-reports';
import { buildAssignments } from './assignments';
import { buildAttendanceRecords } from './attendance-records';
import { buildClassGrades } from './class-grades';
import { buildClasses } from './classes';
import { buildConferences } from './conferences';
import { buildEvents } from './events';
import { buildGradeEntries } from './grade-entries';
import { markSummariesStale } from '../repositories/student-summary';
import { reseedKeepingOthers } from './reseed';
import { buildStaff } from './staff';
import { buildSystemStatuses } from './system-statuses';
import { buildUpdates } from './updates';

export interface AcademicsSeedCounts {
  students: number;
  gradeEntries: number;
  attendanceRecords: number;
  assignments: number;
  updates: number;
  events: number;
  systemStatuses: number;
  staff: number;
  classes: number;
  classAssignments: number;
  conferences: number;
  absenceReports: number;
}

/** Upserts the demo data set by fixed ids; dates are relative to `now`, so rerunning refreshes them. */
export async function seedDemoData(
  connection: Connection,
  now: Date = new Date(),
): Promise<AcademicsSeedCounts> {
  const models = createModels(connection);
  await Promise.all(Object.values(models).map((model) => model.init()));

  const students: StudentDoc[] = SEED_CHILDREN.map(({ _id, student }) => ({
    _id,
    firstName: student.firstName,
    lastName: student.lastName,
    grade: student.grade,
    parentIds: [...student.parentIds],
    userId: student.userId ?? null,
    teacherIds: [...student.teacherIds],
  }));
  const gradeEntries = buildGradeEntries(now);
  const assignments = buildAssignments(now);
  const classes = buildClasses();
  const classGrades = buildClassGrades(classes, now);

  const counts: AcademicsSeedCounts = {
    students: await upsertById(models.Student, students),
    gradeEntries: await upsertById(models.GradeEntry, [...gradeEntries, ...classGrades.entries]),
    attendanceRecords: await reseedKeepingOthers(
      models.AttendanceRecord,
      buildAttendanceRecords(now).map(withDayMonth),
    ),
    assignments: await upsertById(models.Assignment, assignments),
    updates: await upsertById(
      models.Update,
      buildUpdates(now, { gradeEntries, assignments }).map((u) => withMonthAndDay(withAudience(u))),
    ),
    events: await upsertById(models.Event, buildEvents(now).map(withAudience)),
    systemStatuses: await upsertById(models.SystemStatus, buildSystemStatuses(now)),
    staff: await upsertById(models.StaffMember, buildStaff()),
    classes: await upsertById(models.SchoolClass, classes),
    classAssignments: await upsertById(models.ClassAssignment, classGrades.assignments),
    conferences: await upsertById(models.Conference, buildConferences(now)),
    absenceReports: await reseedKeepingOthers(models.AbsenceReport, buildAbsenceReports(now)),
  };
  // The children's grades and attendance were rewritten: their kept GPA and rate are recomputed.
  await markSummariesStale(
    models.Student,
    students.map((s) => s._id),
  );
  return counts;
}
