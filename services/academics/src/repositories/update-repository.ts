import { UPDATES_LIST_MAX } from '@d742/contracts';
import { readEachKey } from '@d742/service-kit';
import type { UndoableWrite } from '../domain/all-or-nothing';
import type { AcademicsModels, UpdateDoc } from '../models';
import { withAudience } from '../models/audience';
import { dayOf, withMonthAndDay } from '../models/month';
import { daysBack, monthsBack, newestByBuckets } from './month-by-month';
import { SharedRead } from './shared-read';
import { audienceFilters, byDateThenId, mergeInOrder, type Audience } from './student-scope';
import { putDocs } from './undoable';

/**
 * Whose updates a caller reads: a family's by the accounts stored on each update
 * (models/families.ts), a teacher's by the teachers stored on it (models/update-teachers.ts),
 * an administrator's ('all') or anyone else's by their students.
 */
export type UpdateAudience = Audience | { teacherId: string };

/**
 * The audience's own updates as one filter per query: the family's, the teacher's or each
 * student's; null for everything (an administrator). The district-wide ones come beside them.
 */
function ownFilters(audience: UpdateAudience): object[] | null {
  return isTeacher(audience)
    ? [{ teacherIds: audience.teacherId }]
    : audienceFilters(audience, 'studentIds');
}

function isTeacher(audience: UpdateAudience): audience is { teacherId: string } {
  return typeof audience === 'object' && 'teacherId' in audience;
}

const DISTRICT_WIDE = { districtWide: true };

/**
 * How long one month's district-wide updates, the same on every home page, are answered from
 * memory (decision 048). Only the demo seed and the district generator write them today; one the
 * district adds shows on the home pages within this time.
 */
export const DISTRICT_UPDATES_KEEP_MS = 60_000;

export class UpdateRepository {
  /** Each month's district-wide updates, whatever their date, read once for everyone. */
  private readonly districtMonths = new Map<string, SharedRead<UpdateDoc>>();

  constructor(
    private readonly models: Pick<AcademicsModels, 'Update'>,
    private readonly keepMs = DISTRICT_UPDATES_KEEP_MS,
  ) {}

  private districtMonth(month: string): Promise<readonly UpdateDoc[]> {
    let shared = this.districtMonths.get(month);
    if (!shared) {
      shared = new SharedRead(
        () =>
          this.models.Update.find({ ...DISTRICT_WIDE, month })
            .sort({ createdAt: -1, _id: -1 })
            .lean<UpdateDoc[]>()
            .exec(),
        this.keepMs,
      );
      this.districtMonths.set(month, shared);
    }
    return shared.get();
  }

  /**
   * Newest first, at most `limit`, dated up to `now`: the audience's updates, one query for the
   * district-wide ones and one for the family's or the teacher's (anyone else: one per student).
   * The few newest are read month by month from `now`'s month back
   * (repositories/month-by-month.ts), each month's district-wide ones from memory (decision 048:
   * FerretDB decoded all of them for every home page). A teacher's are read day by day first
   * (decision 050): their month holds an update for every grade of every student they teach.
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
    const own = ownFilters(audience);
    if (!own) return read({});
    // One day's or month's: the audience's own, beside the district-wide ones of that bucket
    // that have happened (the month's are kept in memory, decision 048).
    const readBucket = (field: 'day' | 'month') => async (bucket: string) => {
      const [district, mine] = await Promise.all([
        this.districtMonth(bucket.slice(0, 7)),
        readEachKey(own, (filter) => read({ ...filter, [field]: bucket })),
      ]);
      const inBucket = (u: UpdateDoc) =>
        u.createdAt <= now && (field === 'month' || dayOf(u.createdAt) === bucket);
      return [district.filter(inBucket), ...mine];
    };
    if (isTeacher(audience)) {
      const recent = await newestByBuckets(daysBack(now), limit, newest, readBucket('day'));
      if (recent) return recent;
    }
    const recent = await newestByBuckets(monthsBack(now), limit, newest, readBucket('month'));
    // Fewer than `limit` in those months: the audience's updates are few; read them whole.
    if (recent) return recent;
    return mergeInOrder(await readEachKey([DISTRICT_WIDE, ...own], read), newest, limit);
  }

  async create(update: Omit<UpdateDoc, '_id'>): Promise<void> {
    await this.models.Update.create(withMonthAndDay(withAudience(update)));
  }

  /** Stores these updates (new ids) in one write; the undo deletes them. */
  createAll(updates: readonly UpdateDoc[]): UndoableWrite {
    return putDocs(
      this.models.Update,
      updates.map((u) => withMonthAndDay(withAudience(u))),
    );
  }
}
