import type { Student } from '@d742/contracts';
import type { StudentDoc } from '../models';

export function toStudentDto(
  doc: StudentDoc,
  stats: { gpa: number | null; attendanceRate: number | null },
): Student {
  return {
    id: doc._id.toHexString(),
    firstName: doc.firstName,
    lastName: doc.lastName,
    grade: doc.grade,
    gpa: stats.gpa,
    attendanceRate: stats.attendanceRate,
  };
}
