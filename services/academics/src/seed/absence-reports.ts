import { DEMO_STUDENTS, DEMO_USERS, hoursFrom } from '@d742/demo-data';
import { Types } from 'mongoose';
import type { AbsenceReportDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

/** Farah reported this morning that Ifrah stays home today: Ms. Johnson's classes show it excused-pending. */
export function buildAbsenceReports(now: Date): AbsenceReportDoc[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return [
    {
      _id: seedId(SEED_TAGS.absenceReports, 4, 1),
      studentId: new Types.ObjectId(DEMO_STUDENTS.ifrah.id),
      date: today,
      kind: 'absent',
      reason: 'Ifrah way xanuunsan tahay, qandho ayay qabtaa. Maanta guriga ayay joogi doontaa.',
      reasonLanguage: 'so',
      reportedBy: DEMO_USERS.farah.id,
      reportedAt: hoursFrom(now, -2),
    },
  ];
}
