import type { Identity } from '@d742/service-kit';
import type { ConferenceDoc, StudentDoc } from '../models';

/** The side a caller takes in a conference, or null when it is none of theirs. */
export type ConferenceSide = 'family' | 'school';

/**
 * A guardian of the child is the family; the teacher who offered it, or an administrator, is the
 * school. Anyone else (another family, another teacher, the child's other teachers) is nobody.
 */
export function conferenceSide(
  identity: Identity,
  conference: Pick<ConferenceDoc, 'teacherId'>,
  student: Pick<StudentDoc, 'parentIds'> | null,
): ConferenceSide | null {
  if (!identity.userId || !student) return null;
  if (identity.role === 'parent' && student.parentIds.includes(identity.userId)) return 'family';
  if (identity.role === 'teacher' && conference.teacherId === identity.userId) return 'school';
  if (identity.role === 'admin') return 'school';
  return null;
}
