import type { AttendanceRecord, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import type { AttendanceRecordDoc } from '../models';

/** The school day as YYYY-MM-DD (records are stored at 00:00 UTC). */
export const schoolDay = (date: Date): string => date.toISOString().slice(0, 10);

export function toAttendanceRecordDto(doc: AttendanceRecordDoc, lang: Language): AttendanceRecord {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    date: schoolDay(doc.date),
    status: doc.status,
    note: doc.note ? pickLanguage(doc.note, lang) : null,
  };
}
