import type { Types } from 'mongoose';
import type { AcademicsModels, AssignmentDoc } from '../models';

export class AssignmentRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Assignment'>) {}

  /** Soonest due first. */
  async listForStudent(studentId: Types.ObjectId): Promise<AssignmentDoc[]> {
    return this.models.Assignment.find({ studentId })
      .sort({ dueDate: 1, _id: 1 })
      .lean<AssignmentDoc[]>();
  }

  /** Due within [from, to), soonest first. */
  async listForStudentDueBetween(studentId: Types.ObjectId, from: Date, to: Date) {
    return this.models.Assignment.find({ studentId, dueDate: { $gte: from, $lt: to } })
      .sort({ dueDate: 1, _id: 1 })
      .lean<AssignmentDoc[]>();
  }

  async countPending(studentId: Types.ObjectId): Promise<number> {
    return this.models.Assignment.countDocuments({ studentId, status: 'pending' });
  }

  /** The subjects each of these teachers set this student's assignments in. */
  async subjectsByTeacher(
    studentId: Types.ObjectId,
    teacherIds: readonly string[],
  ): Promise<Map<string, AssignmentDoc['subject'][]>> {
    const rows = await this.models.Assignment.find(
      { studentId, teacherId: { $in: [...teacherIds] } },
      { teacherId: 1, subject: 1 },
    ).lean<Pick<AssignmentDoc, 'teacherId' | 'subject'>[]>();
    const subjects = new Map<string, AssignmentDoc['subject'][]>();
    for (const { teacherId, subject } of rows) {
      const list = subjects.get(teacherId) ?? [];
      if (!list.some((s) => s.en === subject.en)) list.push(subject);
      subjects.set(teacherId, list);
    }
    return subjects;
  }
}
