import type { Language, SystemStatusEntry } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { SystemStatusDoc } from '../models';

export function toSystemStatusDto(doc: SystemStatusDoc, lang: Language): SystemStatusEntry {
  return {
    name: doc.name,
    status: doc.status,
    message: pickLanguage(doc.message, lang),
    lastSync: doc.lastSync ? doc.lastSync.toISOString() : null,
  };
}
