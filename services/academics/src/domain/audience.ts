import type { StudentDoc } from '../models';

/** Accounts told about a student's grades: the parents and the student's own account, if any. */
export function familyOf(student: Pick<StudentDoc, 'parentIds' | 'userId'>): string[] {
  return [...new Set([...student.parentIds, ...(student.userId ? [student.userId] : [])])];
}

/** Accounts told about a student's attendance: the parents. */
export function parentsOf(student: Pick<StudentDoc, 'parentIds'>): string[] {
  return [...new Set(student.parentIds)];
}
