import { gradeEntryListSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';
import { studentResourceUrl } from '../../api/students';

export function studentGradesUrl(studentId: string): string {
  return studentResourceUrl(studentId, 'grades');
}

export function useStudentGrades(studentId: string) {
  return useApiQuery(studentGradesUrl(studentId), gradeEntryListSchema);
}
