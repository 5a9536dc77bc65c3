import { Types } from 'mongoose';
import type { UndoableWrite } from '../domain/all-or-nothing';
import { addDays, dayStart, schoolDay } from '../domain/school-day';
import type { AcademicsModels, AttendanceRecordDoc, AttendanceStatus } from '../models';
import { monthOf, withDayMonth } from '../models/month';
import { readByStudent } from './group-by-student';
import { monthsBack, newestByBuckets } from './month-by-month';
import { byDateThenId, readKeyByKey } from './student-scope';
import { markSummariesStale, staleAfter } from './student-summary';
import { putDocs } from './undoable';

export interface RecordedDay {
  record: AttendanceRecordDoc;
  /** The record this one replaced, or null when the day was not recorded before. */
  previous: AttendanceRecordDoc | null;
}

export class AttendanceRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'AttendanceRecord' | 'Student'>) {}

  /** Attendance statuses per student id (hex), for computing rates in code. */
  async statusesByStudent(
    studentIds: readonly Types.ObjectId[],
  ): Promise<Map<string, AttendanceStatus[]>> {
    return readByStudent(
      studentIds,
      (filter) =>
        this.models.AttendanceRecord.find(filter, { studentId: 1, status: 1 }).lean<
          Pick<AttendanceRecordDoc, 'studentId' | 'status'>[]
        >(),
      (r) => r.status,
    );
  }

  /**
   * The days recorded up to today, newest first; with `limit`, the newest `limit` only. A few
   * (the calendar's latest days) are read month by month (repositories/month-by-month.ts), so
   * FerretDB decodes that month's records instead of the child's whole year. A day further ahead
   * (a generated school year) is listed once it comes. "Today" is the latest school day any time
   * zone may be on (days are stored at 00:00 UTC of the local date): UTC's tomorrow.
   */
  async listForStudent(
    studentId: Types.ObjectId,
    limit?: number,
    now = new Date(),
  ): Promise<AttendanceRecordDoc[]> {
    const latestDay = dayStart(addDays(schoolDay(now), 1));
    const read = (filter: object): Promise<AttendanceRecordDoc[]> => {
      let query = this.models.AttendanceRecord.find({
        studentId,
        ...filter,
        date: { $lte: latestDay },
      })
        .sort({ date: -1 })
        .lean<AttendanceRecordDoc[]>();
      if (limit !== undefined) query = query.limit(limit);
      return query.exec();
    };
    if (limit !== undefined) {
      const oldest = byDateThenId<AttendanceRecordDoc>((r) => r.date);
      const recent = await newestByBuckets<AttendanceRecordDoc>(
        monthsBack(latestDay),
        limit,
        (a, b) => oldest(b, a),
        async (month) => [await read({ month })],
      );
      if (recent) return recent;
    }
    return read({});
  }

  /** School days within [from, to), newest first. */
  async listForStudentBetween(studentId: Types.ObjectId, from: Date, to: Date) {
    return this.models.AttendanceRecord.find({ studentId, date: { $gte: from, $lt: to } })
      .sort({ date: -1 })
      .lean<AttendanceRecordDoc[]>();
  }

  /** One record per student and day: inserts it, or replaces the status and note of that day. */
  async recordDay(
    day: Pick<AttendanceRecordDoc, 'studentId' | 'date' | 'status' | 'note'>,
  ): Promise<RecordedDay> {
    const { studentId, date, status, note } = day;
    const newId = new Types.ObjectId();
    const previous = await this.models.AttendanceRecord.findOneAndUpdate(
      { studentId, date },
      // A single-record write belongs to no class (decision 014).
      {
        $set: { status, note: note ?? null, classId: null },
        $setOnInsert: { _id: newId, month: monthOf(date) },
      },
      { upsert: true, returnDocument: 'before', runValidators: true },
    ).lean<AttendanceRecordDoc>();
    await markSummariesStale(this.models.Student, [studentId]);
    return {
      previous,
      record: {
        _id: previous?._id ?? newId,
        studentId,
        date,
        status,
        note: note ?? null,
        classId: null,
        month: monthOf(date),
      },
    };
  }

  /** The records of these students for one day. */
  async forDay(studentIds: readonly Types.ObjectId[], date: Date): Promise<AttendanceRecordDoc[]> {
    // Student by student: FerretDB pushes no `$in` down, and the date alone is every student's day.
    return readKeyByKey(studentIds, (studentId) =>
      this.models.AttendanceRecord.find({ studentId, date }).lean<AttendanceRecordDoc[]>(),
    );
  }

  /**
   * Writes whole day records at once (a record replacing that student's day keeps its _id);
   * the undo puts `previous` back.
   */
  putDays(
    records: readonly AttendanceRecordDoc[],
    previous: readonly AttendanceRecordDoc[],
  ): UndoableWrite {
    return staleAfter(
      this.models.Student,
      [...records, ...previous].map((r) => r.studentId),
      putDocs(this.models.AttendanceRecord, records.map(withDayMonth), previous.map(withDayMonth)),
    );
  }
}
