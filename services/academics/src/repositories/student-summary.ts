import type { Model, Types } from 'mongoose';
import type { UndoableWrite } from '../domain/all-or-nothing';
import type { StudentDoc, StudentSummaryDoc } from '../models';
import { distinctIds } from './student-scope';

export type SummaryFigures = Pick<StudentSummaryDoc, 'gpa' | 'attendanceRate'>;

/**
 * Marks these children's summaries out of date (models/student.ts), one update by `_id` each (the
 * filter every backend serves from its primary key). Called after their grades or attendance
 * changed, never before: a read between the change and this mark stores figures the mark then
 * clears.
 */
export async function markSummariesStale(
  Student: Model<StudentDoc>,
  studentIds: readonly Types.ObjectId[],
): Promise<void> {
  await Promise.all(
    distinctIds(studentIds).map((_id) =>
      Student.updateOne(
        { _id },
        { $inc: { 'summary.generation': 1 }, $set: { 'summary.current': false } },
      ),
    ),
  );
}

/** A write of these children's records that marks their summaries stale after it runs or is undone. */
export function staleAfter(
  Student: Model<StudentDoc>,
  studentIds: readonly Types.ObjectId[],
  write: UndoableWrite,
): UndoableWrite {
  const thenMark = (step: () => Promise<unknown>) => async () => {
    try {
      await step();
    } finally {
      await markSummariesStale(Student, studentIds);
    }
  };
  return { run: thenMark(() => write.run()), undo: thenMark(() => write.undo()) };
}

/** The stored figures when they are current, else null (compute them from the records). */
export function currentSummary(student: StudentDoc): SummaryFigures | null {
  const summary = student.summary;
  return summary?.current ? { gpa: summary.gpa, attendanceRate: summary.attendanceRate } : null;
}

/**
 * Stores figures computed from the records read after `student` was read, unless a write has
 * marked the summary stale since (its generation moved on): then the next read computes again.
 */
export async function storeSummary(
  Student: Model<StudentDoc>,
  student: StudentDoc,
  figures: SummaryFigures,
): Promise<void> {
  const generation = student.summary?.generation;
  await Student.updateOne(
    {
      _id: student._id,
      'summary.generation': generation === undefined ? { $exists: false } : generation,
    },
    { $set: { summary: { generation: generation ?? 0, current: true, ...figures } } },
  );
}
