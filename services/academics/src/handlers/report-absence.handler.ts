import { ABSENCE_REPORT_MAX_DAYS_AHEAD, absenceReportRequestSchema } from '@d742/contracts';
import { absenceReported } from '../domain/absence-notice';
import { liveNotice } from '../domain/notice';
import { addDays, dayStart, schoolDay } from '../domain/school-day';
import { StaffError, validateInput } from '../domain/staff-errors';
import { toAbsenceReportDto } from '../mappers/absence-report';
import type { AcademicsContext, HandlerDeps } from './context';
import { visibleStudent } from './load-visible-student';

/**
 * POST /api/students/:id/absence-reports (a guardian of the child only): the child will be
 * absent or late today or on a day up to 30 days ahead, for the reason the parent wrote (kept as
 * written, with its language). One report per child and day: 201 when new, 200 when it replaced
 * that day's report. The child's teachers are told live; their attendance screen shows the day
 * as excused-pending.
 */
export function reportAbsenceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const student = visibleStudent(ctx);
    const input = validateInput(absenceReportRequestSchema, ctx.request.body, lang);
    const now = clock();
    const today = schoolDay(now);
    if (input.date < today || input.date > addDays(today, ABSENCE_REPORT_MAX_DAYS_AHEAD))
      throw new StaffError('DATE_OUT_OF_RANGE', lang, {
        from: today,
        to: addDays(today, ABSENCE_REPORT_MAX_DAYS_AHEAD),
      });

    const { report, replaced } = await repos.absenceReports.put({
      studentId: student._id,
      date: dayStart(input.date),
      kind: input.kind,
      reason: input.reason,
      reasonLanguage: input.reasonLanguage,
      reportedBy: ctx.state.identity.userId,
      reportedAt: now,
    });

    await live.publish(
      student.teacherIds,
      liveNotice(absenceReported(student.firstName, report), {
        topic: 'absence_report',
        studentId: student._id.toHexString(),
      }),
    );

    ctx.status = replaced ? 200 : 201;
    ctx.body = toAbsenceReportDto(report);
  };
}
