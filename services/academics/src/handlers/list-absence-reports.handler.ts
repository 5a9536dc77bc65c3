import { toAbsenceReportDto } from '../mappers/absence-report';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/** GET /api/students/:id/absence-reports (guardians, the child's teachers, administrators): newest day first. */
export function listAbsenceReportsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const reports = await repos.absenceReports.listForStudent(visibleStudent(ctx)._id);
    ctx.body = reports.map(toAbsenceReportDto);
  };
}
