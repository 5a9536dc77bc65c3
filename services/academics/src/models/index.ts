import type { Connection } from 'mongoose';
import { modelOn } from '@d742/service-kit';
import { absenceReportSchema } from './absence-report';
import { assignmentSchema } from './assignment';
import { attendanceRecordSchema } from './attendance-record';
import { classSchema } from './class';
import { classAssignmentSchema } from './class-assignment';
import { conferenceClaimSchema, conferenceSchema } from './conference';
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
    SchoolClass: modelOn(connection, 'SchoolClass', classSchema),
    ClassAssignment: modelOn(connection, 'ClassAssignment', classAssignmentSchema),
    AbsenceReport: modelOn(connection, 'AbsenceReport', absenceReportSchema),
    Conference: modelOn(connection, 'Conference', conferenceSchema),
    ConferenceClaim: modelOn(connection, 'ConferenceClaim', conferenceClaimSchema),
  };
}
export type AcademicsModels = ReturnType<typeof createModels>;

export type { StudentDoc, StudentSummaryDoc } from './student';
export type { GradeEntryDoc } from './grade-entry';
export type { AttendanceRecordDoc, AttendanceStatus } from './attendance-record';
export type { AssignmentDoc } from './assignment';
export type { UpdateDoc } from './update';
export type { EventDoc } from './event';
export type { SystemStatusDoc } from './system-status';
export type { StaffMemberDoc } from './staff-member';
export type { ClassDoc } from './class';
export type { ClassAssignmentDoc } from './class-assignment';
export type { AbsenceReportDoc } from './absence-report';
export type { ConferenceClaimDoc, ConferenceDoc, SlotDoc } from './conference';
export { familiesOf } from './families';
