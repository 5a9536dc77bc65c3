import type { Connection } from 'mongoose';
import { SEED_CHILDREN, upsertById } from '@d742/service-kit';
import { createModels, type StudentDoc } from '../models';
import { buildAssignments } from './assignments';
import { buildAttendanceRecords, reseedAttendance } from './attendance-records';
import { buildEvents } from './events';
import { buildGradeEntries } from './grade-entries';
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

  return {
    students: await upsertById(models.Student, students),
    gradeEntries: await upsertById(models.GradeEntry, gradeEntries),
    attendanceRecords: await reseedAttendance(models.AttendanceRecord, buildAttendanceRecords(now)),
    assignments: await upsertById(models.Assignment, assignments),
    updates: await upsertById(models.Update, buildUpdates(now, { gradeEntries, assignments })),
    events: await upsertById(models.Event, buildEvents(now)),
    systemStatuses: await upsertById(models.SystemStatus, buildSystemStatuses(now)),
    staff: await upsertById(models.StaffMember, buildStaff()),
  };
}
