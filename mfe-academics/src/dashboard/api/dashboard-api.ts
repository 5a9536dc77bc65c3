import { countSchema, RECENT_UPDATES_COUNT, updateListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { UPDATES_URL } from '../../api/school-urls';
import { studentResourceUrl } from '../../api/students';

export { UPDATES_URL };

export function pendingAssignmentsUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'assignments/pending');
}

/**
 * The newest RECENT_UPDATES_COUNT updates and one more (which says whether there are more): the
 * home page's first read, small whatever the family's history (decision 030).
 */
export const RECENT_UPDATES_URL = `${UPDATES_URL}?limit=${RECENT_UPDATES_COUNT + 1}`;

export function useRecentUpdates() {
  return useApiQuery(RECENT_UPDATES_URL, updateListSchema);
}

/** Every update the signed-in user may see, newest first; read only once `wanted`. */
export function useUpdates(wanted = true) {
  return useApiQuery(wanted ? UPDATES_URL : null, updateListSchema);
}

export function usePendingAssignmentCount(studentId: string) {
  return useApiQuery(pendingAssignmentsUrl(studentId), countSchema);
}
