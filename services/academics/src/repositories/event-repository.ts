import type { AcademicsModels, EventDoc } from '../models';
import { districtOrStudents, type StudentScope } from './student-scope';

export class EventRepository {
  constructor(private readonly models: Pick<AcademicsModels, 'Event'>) {}

  /** Earliest first, past and upcoming (the calendar splits them). */
  async listVisible(scope: StudentScope): Promise<EventDoc[]> {
    return this.models.Event.find(districtOrStudents(scope))
      .sort({ eventDate: 1, _id: 1 })
      .lean<EventDoc[]>();
  }
}
