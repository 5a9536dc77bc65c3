import Router from '@koa/router';
import { requireRole, requireUser } from '@d742/service-kit';
import type { HandlerDeps, ReportsState } from './handlers/context';
import { fileBehaviorReportHandler } from './handlers/file-behavior-report.handler';
import { fileHealthAlertHandler } from './handlers/file-health-alert.handler';
import { getSchoolCalendarHandler } from './handlers/get-school-calendar.handler';
import { listBehaviorReportsHandler } from './handlers/list-behavior-reports.handler';
import { listHealthAlertsHandler } from './handlers/list-health-alerts.handler';
import { progressReportHandler } from './handlers/progress-report.handler';
import { checkStudentId, loadReadableStudent } from './handlers/student-access';

export function createRouter(deps: HandlerDeps): Router<ReportsState> {
  const reader = [requireUser(), checkStudentId(), loadReadableStudent(deps.academics)];
  // Role first: a parent, student or client is refused (403) before any student is looked up;
  // which child a teacher may file for is the handler's question to academics.
  const staff = [requireRole('teacher', 'admin'), checkStudentId()];

  const router = new Router<ReportsState>();
  router.get('/api/students/:id/behavior-reports', ...reader, listBehaviorReportsHandler(deps));
  router.post('/api/students/:id/behavior-reports', ...staff, fileBehaviorReportHandler(deps));
  router.get('/api/students/:id/health-alerts', ...reader, listHealthAlertsHandler(deps));
  router.post('/api/students/:id/health-alerts', ...staff, fileHealthAlertHandler(deps));
  // academics answers the progress data only for a child the reader may see (404 otherwise).
  router.post(
    '/api/students/:id/progress-report',
    requireUser(),
    checkStudentId(),
    progressReportHandler(deps),
  );
  router.get('/api/school-calendar', requireUser(), getSchoolCalendarHandler(deps));
  return router;
}
