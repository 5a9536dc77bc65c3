import type { Language, SchoolEvent } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { EventDoc } from '../models';

export function toEventDto(doc: EventDoc, lang: Language): SchoolEvent {
  return {
    id: doc._id.toHexString(),
    title: pickLanguage(doc.title, lang),
    description: pickLanguage(doc.description, lang),
    eventDate: doc.eventDate.toISOString(),
    eventType: doc.eventType,
  };
}
