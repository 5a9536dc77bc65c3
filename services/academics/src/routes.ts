import Router from '@koa/router';
import { requireRole, requireSystem, requireUser } from '@d742/service-kit';
import type { AcademicsState, HandlerDeps } from './handlers/context';
import { countPendingAssignmentsHandler } from './handlers/count-pending-assignments.handler';
import { listEventsHandler } from './handlers/list-events.handler';
import { listStudentAssignmentsHandler } from './handlers/list-student-assignments.handler';
import { listStudentAttendanceHandler } from './handlers/list-student-attendance.handler';
import { listStudentGradesHandler } from './handlers/list-student-grades.handler';
import { listStudentsHandler } from './handlers/list-students.handler';
import { listSystemStatusesHandler } from './handlers/list-system-statuses.handler';
import { listUpdatesHandler } from './handlers/list-updates.handler';
import { loadVisibleStudent } from './handlers/load-visible-student';
import { progressDataHandler } from './handlers/progress-data.handler';
import { recordAttendanceHandler } from './handlers/record-attendance.handler';
import { recordGradeHandler } from './handlers/record-grade.handler';
import { resolveAudienceHandler } from './handlers/resolve-audience.handler';
import { studentVisibilityHandler } from './handlers/student-visibility.handler';

export function createRouter(deps: HandlerDeps): Router<AcademicsState> {
  const { repos } = deps;
  const reader = [requireUser(), loadVisibleStudent(repos.students)];
  // Role first: a parent, student or client is refused (403) before any student is looked up.
  const staff = [requireRole('teacher', 'admin'), loadVisibleStudent(repos.students)];

  const router = new Router<AcademicsState>();
  router.get('/api/students', requireUser(), listStudentsHandler(repos));
  router.get(
    '/api/students/:id/assignments/pending',
    ...reader,
    countPendingAssignmentsHandler(repos),
  );
  router.get('/api/students/:id/assignments', ...reader, listStudentAssignmentsHandler(repos));
  router.get('/api/students/:id/grades', ...reader, listStudentGradesHandler(repos));
  router.post('/api/students/:id/grades', ...staff, recordGradeHandler(deps));
  router.get('/api/students/:id/attendance', ...reader, listStudentAttendanceHandler(repos));
  router.post('/api/students/:id/attendance', ...staff, recordAttendanceHandler(deps));
  router.get('/api/updates', requireUser(), listUpdatesHandler(repos));
  router.get('/api/events', requireUser(), listEventsHandler(repos));
  router.get('/api/system/status', requireUser(), listSystemStatusesHandler(repos));
  router.get('/internal/audience', requireSystem(), resolveAudienceHandler(repos));
  router.get('/internal/students/:id/visibility', requireSystem(), studentVisibilityHandler(repos));
  router.get('/internal/students/:id/progress-data', requireSystem(), progressDataHandler(repos));
  return router;
}
