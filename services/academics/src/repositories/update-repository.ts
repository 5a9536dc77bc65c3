import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, UpdateDoc } from '../models';
import { districtOrStudents, type StudentScope } from './student-scope';
import { putDocs } from './undoable';

/** Enough for the home page's "view all"; older updates are not shown. */
export const UPDATES_LIMIT = 200;

export class UpdateRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Update'>) {}

  /** Newest first. */
  async listVisible(scope: StudentScope): Promise<UpdateDoc[]> {
    return this.models.Update.find(districtOrStudents(scope))
      .sort({ createdAt: -1, _id: -1 })
      .limit(UPDATES_LIMIT)
      .lean<UpdateDoc[]>();
  }

  async create(update: Omit<UpdateDoc, '_id'>): Promise<void> {
    await this.models.Update.create(update);
  }

  /** Stores these updates (new ids) in one write; the undo deletes them. */
  createAll(updates: readonly UpdateDoc[]): UndoableWrite {
    return putDocs(this.models.Update, updates);
  }
}
