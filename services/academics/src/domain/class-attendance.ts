import type { ClassAttendanceEntry, LocalizedText } from '@d742/contracts';
import { Types } from 'mongoose';
import type {
  AbsenceReportDoc,
  AttendanceRecordDoc,
  AttendanceStatus,
  ClassDoc,
  StudentDoc,
} from '../models';
import { quoted } from './written-in';

const key = (id: Types.ObjectId) => id.toHexString();

export interface MarkedEntry {
  status: AttendanceStatus;
  note?: string;
}

export interface ClassDayInput {
  schoolClass: Pick<ClassDoc, '_id'>;
  /** 00:00 UTC of the day. */
  date: Date;
  students: readonly StudentDoc[];
  /** What the teacher marked, by student id (hex, lower case). */
  marked: ReadonlyMap<string, MarkedEntry>;
  /** The day's records and parents' reports of these students. */
  records: readonly AttendanceRecordDoc[];
  reports: readonly AbsenceReportDoc[];
}

export interface DayWrite {
  student: StudentDoc;
  record: AttendanceRecordDoc;
  previous: AttendanceRecordDoc | null;
}

/** The note a parent's report gives the day's record. */
export function reportNote(report: AbsenceReportDoc): LocalizedText {
  return quoted(
    { so: 'Waalidka ayaa soo sheegay', en: 'Reported by a parent' },
    report.reason,
    report.reasonLanguage,
  );
}

const sameNote = (a: LocalizedText | null | undefined, b: LocalizedText | null | undefined) =>
  (a?.so ?? null) === (b?.so ?? null) && (a?.en ?? null) === (b?.en ?? null);

/**
 * The records a class's attendance writes for one day (decision 014):
 * - a marked student gets the status marked, with the note given, else the note the day already
 *   had when the status stays, else the parent's reported reason;
 * - a student left out is present, or excused with the parent's reason when a parent reported an
 *   absence for the day; but a day another class or a single-record write recorded is kept;
 * - a record that would not change is not written (nor taken over from another class).
 */
export function planClassDay(input: ClassDayInput): DayWrite[] {
  const records = new Map(input.records.map((r) => [key(r.studentId), r]));
  const reports = new Map(input.reports.map((r) => [key(r.studentId), r]));
  const writes: DayWrite[] = [];
  for (const student of input.students) {
    const id = key(student._id);
    const previous = records.get(id) ?? null;
    const report = reports.get(id);
    const mark = input.marked.get(id);
    const recordedHere = previous?.classId?.equals(input.schoolClass._id) ?? false;
    let status: AttendanceStatus;
    let note: LocalizedText | null;
    if (mark) {
      status = mark.status;
      if (mark.note) note = { so: mark.note, en: mark.note };
      else if (previous && previous.status === status) note = previous.note ?? null;
      else if (report && status !== 'present') note = reportNote(report);
      else note = null;
    } else {
      if (previous && !recordedHere) continue;
      status = report?.kind === 'absent' ? 'excused' : 'present';
      note = report && status === 'excused' ? reportNote(report) : null;
    }
    if (previous && previous.status === status && sameNote(previous.note, note)) continue;
    writes.push({
      student,
      previous,
      record: {
        _id: previous?._id ?? new Types.ObjectId(),
        studentId: student._id,
        date: input.date,
        status,
        note,
        classId: input.schoolClass._id,
      },
    });
  }
  return writes;
}

/**
 * How the teacher's screen shows a day: a parent's report not settled by the record (nothing
 * recorded, absent or tardy) is 'excused-pending'.
 */
export function attendanceState(
  record: Pick<AttendanceRecordDoc, 'status'> | null,
  report: AbsenceReportDoc | null,
): ClassAttendanceEntry['state'] {
  if (report && (!record || record.status === 'absent' || record.status === 'tardy'))
    return 'excused-pending';
  return record?.status ?? 'unrecorded';
}
