import type { StudentFamilyCard } from '@d742/contracts';
import type { StudentDoc } from '../models';
import { parentsOf } from '../domain/audience';

export function toStudentFamilyCard(doc: StudentDoc): StudentFamilyCard {
  return {
    id: doc._id.toHexString(),
    firstName: doc.firstName,
    lastName: doc.lastName,
    grade: doc.grade,
    parentIds: parentsOf(doc),
  };
}
