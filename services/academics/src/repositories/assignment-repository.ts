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
}
