import { schoolCalendarSchema } from '@d742/contracts';
import { useApiQuery } from '@d742/platform';

export const SCHOOL_CALENDAR_URL = '/api/school-calendar';

/** The district's quarters and semesters, to name and bound the report periods. */
export function useSchoolCalendar() {
  return useApiQuery(SCHOOL_CALENDAR_URL, schoolCalendarSchema);
}
