import { gradeEntryListSchema, studentListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';

export const STUDENTS_URL = '/api/students';

export function studentGradesUrl(studentId: string): string {
  return `/api/students/${encodeURIComponent(studentId)}/grades`;
}

export function useStudents() {
  return useApiQuery(STUDENTS_URL, studentListSchema);
}

export function useStudentGrades(studentId: string) {
  return useApiQuery(studentGradesUrl(studentId), gradeEntryListSchema);
}
