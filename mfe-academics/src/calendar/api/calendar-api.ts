import { attendanceRecordListSchema, eventListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { EVENTS_URL } from '../../api/school-urls';
import { studentResourceUrl } from '../../api/students';

export { EVENTS_URL };

/** A student's attendance; with `limit`, the newest `limit` days only. */
export function studentAttendanceUrl(studentId: string, limit?: number): string {
  const url = studentResourceUrl(studentId, 'attendance');
  return limit === undefined ? url : `${url}?limit=${limit}`;
}

/** District-wide events and those of the caller's students, date ascending. */
export function useEvents() {
  return useApiQuery(EVENTS_URL, eventListSchema);
}

/**
 * A student's attendance records, newest first: the newest `limit` only, or all of them; null
 * reads nothing (a list not asked for yet).
 */
export function useStudentAttendance(studentId: string, limit: number | 'all' | null) {
  const url =
    limit === null ? null : studentAttendanceUrl(studentId, limit === 'all' ? undefined : limit);
  return useApiQuery(url, attendanceRecordListSchema);
}
