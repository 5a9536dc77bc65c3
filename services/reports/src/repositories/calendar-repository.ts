import type { SchoolCalendar } from '@d742/contracts';
import type { ReportsModels, SchoolCalendarDoc } from '../models';

const toCalendar = (doc: SchoolCalendarDoc): SchoolCalendar => ({
  schoolYear: doc._id,
  quarters: doc.quarters.map(({ start, end }) => ({ start, end })),
  semesters: doc.semesters.map(({ start, end }) => ({ start, end })),
});

/** The district's school-year calendars (one per school year). */
export class CalendarRepository {
  constructor(private readonly models: Pick<ReportsModels, 'SchoolCalendar'>) {}

  /** Stores (or replaces) the calendar of its school year. */
  async save(calendar: SchoolCalendar): Promise<void> {
    await this.models.SchoolCalendar.replaceOne(
      { _id: calendar.schoolYear },
      { quarters: calendar.quarters, semesters: calendar.semesters },
      { upsert: true },
    );
  }

  /**
   * The calendar in force on `day` (YYYY-MM-DD): the school year containing it, else the latest
   * that has started (summer keeps last year's), else the earliest; null when none is stored.
   */
  async inForceOn(day: string): Promise<SchoolCalendar | null> {
    const all = (await this.models.SchoolCalendar.find().lean<SchoolCalendarDoc[]>())
      .map(toCalendar)
      .sort((a, b) => a.schoolYear.localeCompare(b.schoolYear));
    const started = all.filter((c) => (c.quarters[0]?.start ?? '') <= day);
    return started.at(-1) ?? all[0] ?? null;
  }
}
