import { progressReportRequestSchema, type Role } from '@d742/contracts';
import { ConflictError, pickLanguage, validate, ValidationError } from '@d742/service-kit';
import { isoDay, needsCalendar, periodInstants, reportPeriod } from '../domain/report-periods';
import { reportSections } from '../domain/report-sections';
import { renderProgressReport } from '../pdf/progress-report-pdf';
import type { HandlerDeps, ReportsContext } from './context';

/** ASCII for the download's file name, e.g. 'Hodan' → 'hodan'. */
function fileNamePart(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || 'student';
}

/**
 * POST /api/students/:id/progress-report (whoever may see the child, like the lists): a PDF of
 * the selected sections over the period, in the reader's language. Grades, assignments and
 * attendance come from academics on the reader's behalf (it refuses a child the reader may not
 * see, 404), behavior from this service's own database. All data is gathered before the first
 * byte is sent, so a failure is a JSON error, never half a PDF.
 */
export function progressReportHandler({ reports, calendars, academics, clock }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const input = validate(progressReportRequestSchema, ctx.request.body);
    const sections = reportSections(input.type, input.includes);
    if (sections.length === 0) {
      throw new ValidationError('This report type shows none of the chosen sections', {
        code: 'NO_SECTIONS',
      });
    }
    const now = clock();
    const calendar = needsCalendar(input.dateRange) ? await calendars.inForceOn(isoDay(now)) : null;
    if (needsCalendar(input.dateRange) && !calendar) {
      throw new ConflictError('The school calendar is not set', { code: 'NO_SCHOOL_CALENDAR' });
    }
    const period = reportPeriod(input.dateRange, now, calendar);
    const lang = ctx.state.language;
    const studentId = ctx.state.studentId!;
    const viewer = { userId: ctx.state.identity.userId, role: ctx.state.identity.role as Role };
    const data = await academics.progressData(studentId, viewer, period, lang);
    const wantsBehavior = sections.includes('behavior') || sections.includes('comments');
    const { from, until } = periodInstants(period);
    const behavior = wantsBehavior
      ? await reports.behaviorReportsBetween(studentId, from, until)
      : [];

    const doc = renderProgressReport({
      lang,
      type: input.type,
      range: input.dateRange,
      period,
      sections,
      student: data.student,
      grades: data.grades,
      assignments: data.assignments,
      attendance: data.attendance,
      behavior: behavior.map((b) => ({
        createdAt: b.createdAt.toISOString(),
        type: b.type,
        title: pickLanguage(b.title, lang),
        description: pickLanguage(b.description, lang),
        teacherName: b.teacherName,
      })),
      generatedAt: now,
    });
    const fileName = `progress-report-${fileNamePart(data.student.firstName)}-${isoDay(now)}.pdf`;
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/pdf';
    ctx.body = doc;
  };
}
