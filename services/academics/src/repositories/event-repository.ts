import type { AcademicsModels, EventDoc } from '../models';
import { byDateThenId, readDistrictAndAudience, type Audience } from './student-scope';

export class EventRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Event'>) {}

  /** Earliest first, past and upcoming (the calendar splits them). */
  async listVisible(audience: Audience): Promise<EventDoc[]> {
    return readDistrictAndAudience(
      audience,
      (filter) => this.models.Event.find(filter).sort({ eventDate: 1, _id: 1 }).lean<EventDoc[]>(),
      byDateThenId((e) => e.eventDate),
    );
  }
}
