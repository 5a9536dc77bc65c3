import {
  assignmentListSchema,
  attendanceRecordListSchema,
  behaviorReportListSchema,
  gradeEntryListSchema,
  healthAlertListSchema,
} from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { studentResourceUrl } from '../../api/students';

export const BEHAVIOR_REPORTS = 'behavior-reports';
export const HEALTH_ALERTS = 'health-alerts';

export function behaviorReportsUrl(studentId: string): string {
  return studentResourceUrl(studentId, BEHAVIOR_REPORTS);
}

export function healthAlertsUrl(studentId: string): string {
  return studentResourceUrl(studentId, HEALTH_ALERTS);
}

export function studentAttendanceUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'attendance');
}

export function studentGradesUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'grades');
}

export function studentAssignmentsUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'assignments');
}

/** A child's behavior reports, newest first, in the reader's language. */
export function useBehaviorReports(studentId: string) {
  return useApiQuery(behaviorReportsUrl(studentId), behaviorReportListSchema);
}

/** A child's health alerts, newest first, in the reader's language. */
export function useHealthAlerts(studentId: string) {
  return useApiQuery(healthAlertsUrl(studentId), healthAlertListSchema);
}

/** A child's attendance records (academics service), newest first. */
export function useStudentAttendance(studentId: string) {
  return useApiQuery(studentAttendanceUrl(studentId), attendanceRecordListSchema);
}

/** A child's graded items (academics service). */
export function useStudentGrades(studentId: string) {
  return useApiQuery(studentGradesUrl(studentId), gradeEntryListSchema);
}

/** A child's assignments (academics service), due date ascending. */
export function useStudentAssignments(studentId: string) {
  return useApiQuery(studentAssignmentsUrl(studentId), assignmentListSchema);
}
