import {
  type ClassAttendanceDay,
  type ClassAttendanceRequest,
  type ClassGradesRequest,
  type ClassGradesResponse,
  classAssignmentListSchema,
  classAttendanceDaySchema,
  classGradesResponseSchema,
  staffClassListSchema,
} from '@d742/contracts';
import { apiQueryKey, apiRequest, useApiQuery, useLanguage } from '@d742/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_CLASSES_URL } from '../../api/school-urls';
import { invalidateUrls } from '../../lib/invalidate';

export { STAFF_CLASSES_URL };

function classUrl(classId: string, resource: string): string {
  return `${STAFF_CLASSES_URL}/${encodeURIComponent(classId)}/${resource}`;
}

export function classAttendanceUrl(classId: string, date?: string): string {
  const url = classUrl(classId, 'attendance');
  return date ? `${url}?date=${encodeURIComponent(date)}` : url;
}
export const classAssignmentsUrl = (classId: string) => classUrl(classId, 'assignments');
export const classGradesUrl = (classId: string) => classUrl(classId, 'grades');

function isAttendanceUrl(url: unknown): boolean {
  return (
    typeof url === 'string' && url.startsWith(STAFF_CLASSES_URL) && url.includes('/attendance')
  );
}

/** The teacher's classes (an administrator: every class) with rosters and family languages. */
export function useStaffClasses() {
  return useApiQuery(STAFF_CLASSES_URL, staffClassListSchema);
}

/** One school day of a class: each student's status and any parent's report. */
export function useClassAttendance(classId: string, date: string | null) {
  return useApiQuery(date ? classAttendanceUrl(classId, date) : null, classAttendanceDaySchema);
}

/** The class's assignments with their recorded scores, newest due date first. */
export function useClassAssignments(classId: string) {
  return useApiQuery(classAssignmentsUrl(classId), classAssignmentListSchema);
}

/** Saves the whole class's day in one request; the answer is the day as now stored. */
export function useTakeAttendance(classId: string) {
  const client = useQueryClient();
  const language = useLanguage((s) => s.language);
  return useMutation({
    mutationFn: async (body: ClassAttendanceRequest): Promise<ClassAttendanceDay> => {
      const res = await apiRequest('POST', classAttendanceUrl(classId), body);
      return classAttendanceDaySchema.parse(await res.json());
    },
    onSuccess: async (day) => {
      // The other language's copy (and another class sharing these students) reads again when shown.
      await client.invalidateQueries({
        predicate: (query) => isAttendanceUrl(query.queryKey[0]),
        refetchType: 'none',
      });
      client.setQueryData(apiQueryKey(classAttendanceUrl(classId, day.date), language), day);
    },
  });
}

/** Records one assignment's scores across the class in one request. */
export function useRecordClassGrades(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClassGradesRequest): Promise<ClassGradesResponse> => {
      const res = await apiRequest('POST', classGradesUrl(classId), body);
      return classGradesResponseSchema.parse(await res.json());
    },
    onSuccess: () => invalidateUrls(client, classAssignmentsUrl(classId)),
  });
}
