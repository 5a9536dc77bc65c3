import { UPDATES_LIST_MAX } from '@d742/contracts';
import { readEachKey } from '@d742/service-kit';
import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, UpdateDoc } from '../models';
import { withAudience } from '../models/audience';
import { withMonth } from '../models/month';
import { newestMonthByMonth } from './month-by-month';
import { audienceFilters, byDateThenId, mergeInOrder, type Audience } from './student-scope';
import { putDocs } from './undoable';

/**
 * Whose updates a caller reads: a family's by the accounts stored on each update
 * (models/families.ts), a teacher's by the teachers stored on it (models/update-teachers.ts),
 * an administrator's ('all') or anyone else's by their students.
 */
export type UpdateAudience = Audience | { teacherId: string };

/**
 * The audience as one filter per query: the district-wide updates beside the family's, the
 * teacher's or each student's; null for everything (an administrator).
 */
function updateFilters(audience: UpdateAudience): object[] | null {
  const own =
    typeof audience === 'object' && 'teacherId' in audience
      ? [{ teacherIds: audience.teacherId }]
      : audienceFilters(audience, 'studentIds');
  return own && [{ districtWide: true }, ...own];
}

export class UpdateRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Update'>) {}

  /**
   * Newest first, at most `limit`, dated up to `now`: the audience's updates, one query for the
   * district-wide ones and one for the family's or the teacher's (anyone else: one per student).
   * The few newest
   * are read month by month from `now`'s month back (repositories/month-by-month.ts).
   */
  async listVisible(
    audience: UpdateAudience,
    limit = UPDATES_LIST_MAX,
    now = new Date(),
  ): Promise<UpdateDoc[]> {
    const oldest = byDateThenId<UpdateDoc>((u) => u.createdAt);
    const newest = (a: UpdateDoc, b: UpdateDoc) => oldest(b, a);
    // Only what has happened: an update dated ahead (a generated school year, an announcement
    // written in advance) is listed once its time comes.
    const read = (filter: object) =>
      this.models.Update.find({ ...filter, createdAt: { $lte: now } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<UpdateDoc[]>()
        .exec();
    const filters = updateFilters(audience);
    if (!filters) return read({});
    const recent = await newestMonthByMonth(now, limit, newest, (month) =>
      readEachKey(filters, (filter) => read({ ...filter, month })),
    );
    // Fewer than `limit` in those months: the audience's updates are few; read them whole.
    if (recent) return recent;
    return mergeInOrder(await readEachKey(filters, read), newest, limit);
  }

  async create(update: Omit<UpdateDoc, '_id'>): Promise<void> {
    await this.models.Update.create(withMonth(withAudience(update)));
  }

  /** Stores these updates (new ids) in one write; the undo deletes them. */
  createAll(updates: readonly UpdateDoc[]): UndoableWrite {
    return putDocs(
      this.models.Update,
      updates.map((u) => withMonth(withAudience(u))),
    );
  }
}
