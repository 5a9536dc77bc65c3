import type { Language, Update } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { UpdateDoc } from '../models';

export function toUpdateDto(doc: UpdateDoc, lang: Language): Update {
  return {
    id: doc._id.toHexString(),
    type: doc.type,
    title: pickLanguage(doc.title, lang),
    description: pickLanguage(doc.description, lang),
    createdAt: doc.createdAt.toISOString(),
    ...(doc.teacherName ? { teacherName: doc.teacherName } : {}),
    ...(doc.subject ? { subject: pickLanguage(doc.subject, lang) } : {}),
  };
}
