import type { Types } from 'mongoose';

/** The students whose records a caller may read: every one (administrators) or these. */
export type StudentScope = 'all' | readonly Types.ObjectId[];

/**
 * Filter for records addressed to students (updates, events): district-wide ones (no student
 * ids) plus those of a student in scope. Both branches can use the { studentIds } index.
 */
export function districtOrStudents(scope: StudentScope) {
  if (scope === 'all') return {};
  return { $or: [{ studentIds: [] }, { studentIds: { $in: [...scope] } }] };
}
