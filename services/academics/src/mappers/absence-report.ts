import type { AbsenceReport } from '@d742/contracts';
import { schoolDay } from '../domain/school-day';
import type { AbsenceReportDoc } from '../models';

export function toAbsenceReportDto(doc: AbsenceReportDoc): AbsenceReport {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    date: schoolDay(doc.date),
    kind: doc.kind,
    reason: doc.reason,
    reasonLanguage: doc.reasonLanguage,
    reportedAt: doc.reportedAt.toISOString(),
  };
}
