import { attendanceRecordListSchema, eventListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { EVENTS_URL } from '../../api/school-urls';
import { studentResourceUrl } from '../../api/students';

export { EVENTS_URL };

export function studentAttendanceUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'attendance');
}

/** District-wide events and those of the caller's students, date ascending. */
export function useEvents() {
  return useApiQuery(EVENTS_URL, eventListSchema);
}

/** A student's attendance records, newest first. */
export function useStudentAttendance(studentId: string) {
  return useApiQuery(studentAttendanceUrl(studentId), attendanceRecordListSchema);
}
