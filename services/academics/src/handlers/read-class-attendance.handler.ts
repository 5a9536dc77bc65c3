import { classAttendanceQuerySchema } from '@d742/contracts';
import { dayStart, schoolDay } from '../domain/school-day';
import { validateInput } from '../domain/staff-errors';
import { loadClassDay, toClassDayDto } from './class-day';
import type { AcademicsContext, HandlerDeps } from './context';
import { staffClass } from './staff-guards';

/**
 * GET /api/staff/classes/:id/attendance?date=YYYY-MM-DD (default today; any day, so reports for
 * days ahead show): each student's recorded status, and a parent's report as 'excused-pending'.
 */
export function readClassAttendanceHandler({ repos, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const schoolClass = staffClass(ctx);
    const query = validateInput(classAttendanceQuerySchema, ctx.query, ctx.state.language);
    const date = dayStart(query.date ?? schoolDay(clock()));
    const day = await loadClassDay(repos, schoolClass, date);
    ctx.body = toClassDayDto(schoolClass, date, day, ctx.state.language);
  };
}
