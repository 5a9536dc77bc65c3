import type { HealthAlert, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { HealthAlertDoc } from '../models';

export function toHealthAlertDto(doc: HealthAlertDoc, lang: Language): HealthAlert {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    severity: doc.severity,
    summary: pickLanguage(doc.summary, lang),
    details: doc.details ? pickLanguage(doc.details, lang) : null,
    actionTaken: doc.actionTaken ? pickLanguage(doc.actionTaken, lang) : null,
    nurseName: doc.nurseName,
    type: pickLanguage(doc.type, lang),
    createdAt: doc.createdAt.toISOString(),
    parentContactRequired: doc.parentContactRequired,
    followUpRequired: doc.followUpRequired,
  };
}
