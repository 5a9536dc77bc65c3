import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, UpdateDoc } from '../models';
import { withAudience } from '../models/audience';
import { byDateThenId, readDistrictAndChildren, type StudentScope } from './student-scope';
import { putDocs } from './undoable';

/** Enough for the home page's "view all"; older updates are not shown. */
export const UPDATES_LIMIT = 200;

export class UpdateRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Update'>) {}

  /** Newest first: a family's read district-wide and child by child (student-scope). */
  async listVisible(scope: StudentScope): Promise<UpdateDoc[]> {
    const oldest = byDateThenId<UpdateDoc>((u) => u.createdAt);
    return readDistrictAndChildren(
      scope,
      (filter) =>
        this.models.Update.find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .limit(UPDATES_LIMIT)
          .lean<UpdateDoc[]>(),
      (a, b) => oldest(b, a),
      UPDATES_LIMIT,
    );
  }

  async create(update: Omit<UpdateDoc, '_id'>): Promise<void> {
    await this.models.Update.create(withAudience(update));
  }

  /** Stores these updates (new ids) in one write; the undo deletes them. */
  createAll(updates: readonly UpdateDoc[]): UndoableWrite {
    return putDocs(this.models.Update, updates.map(withAudience));
  }
}
