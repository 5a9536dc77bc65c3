import type { Types } from 'mongoose';
import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, ClassAssignmentDoc } from '../models';
import { putDocs } from './undoable';

export class ClassAssignmentRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'ClassAssignment'>) {}

  /** Latest due date first. */
  async listForClass(classId: Types.ObjectId): Promise<ClassAssignmentDoc[]> {
    return this.models.ClassAssignment.find({ classId })
      .sort({ dueDate: -1, _id: -1 })
      .lean<ClassAssignmentDoc[]>();
  }

  async findInClass(classId: Types.ObjectId, id: string): Promise<ClassAssignmentDoc | null> {
    return this.models.ClassAssignment.findOne({ _id: id, classId }).lean<ClassAssignmentDoc>();
  }

  create(doc: ClassAssignmentDoc): UndoableWrite {
    return putDocs(this.models.ClassAssignment, [doc]);
  }
}
