import type { GradeEntry, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { GradeEntryDoc } from '../models';

export function toGradeEntryDto(doc: GradeEntryDoc, lang: Language): GradeEntry {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    assignment: pickLanguage(doc.assignment, lang),
    subject: pickLanguage(doc.subject, lang),
    teacherName: doc.teacherName,
    grade: doc.grade,
    points: doc.points,
    maxPoints: doc.maxPoints,
    recordedAt: doc.recordedAt.toISOString(),
  };
}
