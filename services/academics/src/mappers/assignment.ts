import type { Assignment, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { AssignmentDoc } from '../models';

export function toAssignmentDto(doc: AssignmentDoc, lang: Language): Assignment {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    title: pickLanguage(doc.title, lang),
    subject: pickLanguage(doc.subject, lang),
    teacherName: doc.teacherName,
    description: pickLanguage(doc.description, lang),
    dueDate: doc.dueDate.toISOString(),
    status: doc.status,
    priority: doc.priority,
  };
}
