import { Types } from 'mongoose';
import type { AcademicsModels, GradeEntryDoc } from '../models';
import type { UndoableWrite } from '../domain/all-or-nothing';
import { readByStudent } from './group-by-student';
import { readKeyByKey } from './student-scope';
import { markSummariesStale, staleAfter } from './student-summary';
import { putDocs } from './undoable';

export class GradeRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'GradeEntry' | 'Student'>) {}

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
    return readByStudent(
      studentIds,
      (filter) =>
        this.models.GradeEntry.find(filter, { studentId: 1, grade: 1 }).lean<
          Pick<GradeEntryDoc, 'studentId' | 'grade'>[]
        >(),
      (r) => r.grade,
    );
  }

  async create(entry: Omit<GradeEntryDoc, '_id'>): Promise<GradeEntryDoc> {
    const doc = { _id: new Types.ObjectId(), ...entry };
    await this.models.GradeEntry.create(doc);
    await markSummariesStale(this.models.Student, [doc.studentId]);
    return doc;
  }

  /** The scores recorded for these class assignments. */
  async forClassAssignments(ids: readonly Types.ObjectId[]): Promise<GradeEntryDoc[]> {
    // One read per class assignment: FerretDB pushes no `$in` down (it would read every grade).
    const entries = await readKeyByKey(ids, (classAssignmentId) =>
      this.models.GradeEntry.find({ classAssignmentId }).sort({ _id: 1 }).lean<GradeEntryDoc[]>(),
    );
    const hex = (entry: GradeEntryDoc) => entry._id.toHexString();
    return entries.sort((a, b) => (hex(a) < hex(b) ? -1 : hex(a) > hex(b) ? 1 : 0));
  }

  /** Writes whole grade entries at once; the undo puts `previous` back. */
  putEntries(entries: readonly GradeEntryDoc[], previous: readonly GradeEntryDoc[]): UndoableWrite {
    return staleAfter(
      this.models.Student,
      [...entries, ...previous].map((e) => e.studentId),
      putDocs(this.models.GradeEntry, entries, previous),
    );
  }
}
