import { Types } from 'mongoose';
import type { AbsenceReportDoc, AcademicsModels } from '../models';
import { readKeyByKey } from './student-scope';

export class AbsenceReportRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'AbsenceReport'>) {}

  /** Newest day first. */
  async listForStudent(studentId: Types.ObjectId): Promise<AbsenceReportDoc[]> {
    return this.models.AbsenceReport.find({ studentId })
      .sort({ date: -1 })
      .lean<AbsenceReportDoc[]>();
  }

  /** The reports of these students for one day. */
  async forDay(studentIds: readonly Types.ObjectId[], date: Date): Promise<AbsenceReportDoc[]> {
    // Student by student: FerretDB pushes no `$in` down, and the date alone is every student's day.
    return readKeyByKey(studentIds, (studentId) =>
      this.models.AbsenceReport.find({ studentId, date }).lean<AbsenceReportDoc[]>(),
    );
  }

  /** One report per child and day: stores it, or replaces that day's report (`replaced`). */
  async put(
    report: Omit<AbsenceReportDoc, '_id'>,
  ): Promise<{ report: AbsenceReportDoc; replaced: boolean }> {
    const { studentId, date, ...fields } = report;
    const newId = new Types.ObjectId();
    const previous = await this.models.AbsenceReport.findOneAndUpdate(
      { studentId, date },
      { $set: fields, $setOnInsert: { _id: newId } },
      { upsert: true, returnDocument: 'before', runValidators: true },
    ).lean<AbsenceReportDoc>();
    return { report: { _id: previous?._id ?? newId, ...report }, replaced: previous !== null };
  }
}
