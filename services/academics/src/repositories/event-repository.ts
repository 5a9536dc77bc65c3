import type { AcademicsModels, EventDoc } from '../models';
import { SharedRead } from './shared-read';
import { byDateThenId, readDistrictAndAudience, type Audience } from './student-scope';

/**
 * How long the district-wide events, the same on every calendar, are answered from memory. Only
 * the demo seed and the district generator write events today; one the district adds shows on
 * the calendars within this time.
 */
export const DISTRICT_EVENTS_KEEP_MS = 60_000;

export class EventRepository {
  private readonly districtWide: SharedRead<EventDoc>;

  constructor(
    private readonly models: Pick<AcademicsModels, 'Event'>,
    keepMs = DISTRICT_EVENTS_KEEP_MS,
  ) {
    this.districtWide = new SharedRead(() => this.read({ districtWide: true }), keepMs);
  }

  private read(filter: object): Promise<EventDoc[]> {
    return this.models.Event.find(filter).sort({ eventDate: 1, _id: 1 }).lean<EventDoc[]>().exec();
  }

  /**
   * Earliest first, past and upcoming (the calendar splits them). The district-wide ones are read
   * once for everyone every DISTRICT_EVENTS_KEEP_MS: at 1,000 students they were about a fifth of
   * the machine's work per calendar read (FerretDB decodes all of them for each family).
   */
  async listVisible(audience: Audience): Promise<EventDoc[]> {
    return readDistrictAndAudience(
      audience,
      { districtWide: () => this.districtWide.get(), read: (filter) => this.read(filter) },
      byDateThenId((e) => e.eventDate),
    );
  }
}
