import { studentListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';

export const STUDENTS_URL = '/api/students';

/** `/api/students/:id/<resource>` with the id encoded. */
export function studentResourceUrl(studentId: string, resource: string): string {
  return `${STUDENTS_URL}/${encodeURIComponent(studentId)}/${resource}`;
}

/** The students the signed-in user may see (a parent: their children). */
export function useStudents() {
  return useApiQuery(STUDENTS_URL, studentListSchema);
}
