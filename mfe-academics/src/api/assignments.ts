import { assignmentListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { studentResourceUrl } from './students';

export function studentAssignmentsUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'assignments');
}

/** A student's assignments, due date ascending. */
export function useStudentAssignments(studentId: string) {
  return useApiQuery(studentAssignmentsUrl(studentId), assignmentListSchema);
}
