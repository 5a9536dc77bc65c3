import { Types } from 'mongoose';
import type { AcademicsModels, GradeEntryDoc } from '../models';
import { groupByStudent } from './group-by-student';

export class GradeRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'GradeEntry'>) {}

  /** Newest first. */
  async listForStudent(studentId: Types.ObjectId): Promise<GradeEntryDoc[]> {
    return this.models.GradeEntry.find({ studentId })
      .sort({ recordedAt: -1, _id: -1 })
      .lean<GradeEntryDoc[]>();
  }

  /** Recorded within [from, to), newest first. */
  async listForStudentBetween(studentId: Types.ObjectId, from: Date, to: Date) {
    return this.models.GradeEntry.find({ studentId, recordedAt: { $gte: from, $lt: to } })
      .sort({ recordedAt: -1, _id: -1 })
      .lean<GradeEntryDoc[]>();
  }

  /** Recorded letters per student id (hex), for computing GPAs in code (FerretDB 1.x has no $avg in $group). */
  async lettersByStudent(studentIds: readonly Types.ObjectId[]): Promise<Map<string, string[]>> {
    const rows = await this.models.GradeEntry.find(
      { studentId: { $in: studentIds } },
      { studentId: 1, grade: 1 },
    ).lean<Pick<GradeEntryDoc, 'studentId' | 'grade'>[]>();
    return groupByStudent(rows, (r) => r.grade);
  }

  async create(entry: Omit<GradeEntryDoc, '_id'>): Promise<GradeEntryDoc> {
    const doc = { _id: new Types.ObjectId(), ...entry };
    await this.models.GradeEntry.create(doc);
    return doc;
  }
}
