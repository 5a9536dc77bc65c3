import type { AttendanceRecord, Language } from '@d742/contracts';
import { pickLanguage } from '@d742/service-kit';
import { schoolDay } from '../domain/school-day';
import type { AttendanceRecordDoc } from '../models';

export function toAttendanceRecordDto(doc: AttendanceRecordDoc, lang: Language): AttendanceRecord {
  return {
    id: doc._id.toHexString(),
    studentId: doc.studentId.toHexString(),
    date: schoolDay(doc.date),
    status: doc.status,
    note: doc.note ? pickLanguage(doc.note, lang) : null,
  };
}
