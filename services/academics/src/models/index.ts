import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { assignmentSchema } from './assignment';
import { attendanceRecordSchema } from './attendance-record';
import { eventSchema } from './event';
import { gradeEntrySchema } from './grade-entry';
import { staffMemberSchema } from './staff-member';
import { studentSchema } from './student';
import { systemStatusSchema } from './system-status';
import { updateSchema } from './update';

export function createModels(connection: Connection) {
  return {
    Student: modelOn(connection, 'Student', studentSchema),
    GradeEntry: modelOn(connection, 'GradeEntry', gradeEntrySchema),
    AttendanceRecord: modelOn(connection, 'AttendanceRecord', attendanceRecordSchema),
    Assignment: modelOn(connection, 'Assignment', assignmentSchema),
    Update: modelOn(connection, 'Update', updateSchema),
    Event: modelOn(connection, 'Event', eventSchema),
    SystemStatus: modelOn(connection, 'SystemStatus', systemStatusSchema),
    StaffMember: modelOn(connection, 'StaffMember', staffMemberSchema),
  };
}
export type AcademicsModels = ReturnType<typeof createModels>;

export type { StudentDoc } from './student';
export type { GradeEntryDoc } from './grade-entry';
export type { AttendanceRecordDoc, AttendanceStatus } from './attendance-record';
export type { AssignmentDoc } from './assignment';
export type { UpdateDoc } from './update';
export type { EventDoc } from './event';
export type { SystemStatusDoc } from './system-status';
export type { StaffMemberDoc } from './staff-member';
