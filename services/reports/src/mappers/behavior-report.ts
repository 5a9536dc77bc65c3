import type { BehaviorReport, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { BehaviorReportDoc } from '../models';

export function toBehaviorReportDto(doc: BehaviorReportDoc, lang: Language): BehaviorReport {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    type: doc.type,
    title: pickLanguage(doc.title, lang),
    description: pickLanguage(doc.description, lang),
    teacherName: doc.teacherName,
    category: pickLanguage(doc.category, lang),
    createdAt: doc.createdAt.toISOString(),
    audioMessageUrl: doc.audioMessageUrl ?? null,
    audioMessageSomali: doc.audioMessageSomali ?? null,
    actionRequired: doc.actionRequired,
  };
}
