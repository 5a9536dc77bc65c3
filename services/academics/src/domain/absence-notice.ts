import type { AbsenceReportDoc } from '../models';
import type { Notice } from './notice';
import { schoolDay } from './school-day';
import { quoted } from './written-in';

/** To the child's teachers: a parent reported an absence or a late arrival, with the reason as written. */
export function absenceReported(
  studentName: string,
  report: Pick<AbsenceReportDoc, 'date' | 'kind' | 'reason' | 'reasonLanguage'>,
): Notice {
  const date = schoolDay(report.date);
  const absent = report.kind === 'absent';
  const reason = quoted({ so: 'Sababta', en: 'Reason' }, report.reason, report.reasonLanguage);
  return {
    title: absent
      ? { so: `Maqnaansho la soo sheegay: ${studentName}`, en: `Absence reported: ${studentName}` }
      : {
          so: `Daahitaan la soo sheegay: ${studentName}`,
          en: `Late arrival reported: ${studentName}`,
        },
    message: absent
      ? {
          so: `Waalidka ${studentName} ayaa soo sheegay maqnaansho maalinta ${date}. ${reason.so}`,
          en: `${studentName}'s parent reported an absence on ${date}. ${reason.en}`,
        }
      : {
          so: `Waalidka ${studentName} ayaa soo sheegay daahitaan maalinta ${date}. ${reason.so}`,
          en: `${studentName}'s parent reported a late arrival on ${date}. ${reason.en}`,
        },
  };
}
