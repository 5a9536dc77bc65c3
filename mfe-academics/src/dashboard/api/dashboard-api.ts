import { countSchema, updateListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { UPDATES_URL } from '../../api/school-urls';
import { studentResourceUrl } from '../../api/students';

export { UPDATES_URL };

export function pendingAssignmentsUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'assignments/pending');
}

/** Updates the signed-in user may see, newest first. */
export function useUpdates() {
  return useApiQuery(UPDATES_URL, updateListSchema);
}

export function usePendingAssignmentCount(studentId: string) {
  return useApiQuery(pendingAssignmentsUrl(studentId), countSchema);
}
