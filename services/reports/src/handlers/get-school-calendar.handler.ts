import { NotFoundError } from '@d742/service-kit';
import { isoDay } from '../domain/report-periods';
import type { HandlerDeps, ReportsContext } from './context';

/** GET /api/school-calendar (signed-in users): the school year in force today. */
export function getSchoolCalendarHandler({ calendars, clock }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const calendar = await calendars.inForceOn(isoDay(clock()));
    if (!calendar) {
      throw new NotFoundError('The school calendar is not set', { code: 'NO_SCHOOL_CALENDAR' });
    }
    ctx.body = calendar;
  };
}
