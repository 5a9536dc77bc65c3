import type { ClassAssignment, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { schoolDay } from '../domain/school-day';
import type { ClassAssignmentDoc, ClassDoc, GradeEntryDoc } from '../models';

/** The assignment with its scores (entries of other assignments are ignored). */
export function toClassAssignmentDto(
  doc: ClassAssignmentDoc,
  schoolClass: Pick<ClassDoc, 'subject'>,
  entries: readonly GradeEntryDoc[],
  lang: Language,
): ClassAssignment {
  return {
    id: doc._id.toHexString(),
    classId: doc.classId.toHexString(),
    title: pickLanguage(doc.title, lang),
    subject: pickLanguage(schoolClass.subject, lang),
    dueDate: schoolDay(doc.dueDate),
    maxScore: doc.maxScore,
    createdAt: doc.createdAt.toISOString(),
    scores: entries
      .filter((e) => e.classAssignmentId?.equals(doc._id))
      .map((e) => ({
        studentId: e.studentId.toHexString(),
        score: e.points,
        grade: e.grade,
        recordedAt: e.recordedAt.toISOString(),
      })),
  };
}
