import Router from '@koa/router';
import { requireRole, requireSystem, requireUser } from '@d742/service-kit';
import { bookConferenceHandler } from './handlers/book-conference.handler';
import { cancelConferenceHandler } from './handlers/cancel-conference.handler';
import type { AcademicsState, HandlerDeps } from './handlers/context';
import { countPendingAssignmentsHandler } from './handlers/count-pending-assignments.handler';
import { listAbsenceReportsHandler } from './handlers/list-absence-reports.handler';
import { listClassAssignmentsHandler } from './handlers/list-class-assignments.handler';
import { listConferencesHandler } from './handlers/list-conferences.handler';
import { listEventsHandler } from './handlers/list-events.handler';
import { listStaffClassesHandler } from './handlers/list-staff-classes.handler';
import { listStudentAssignmentsHandler } from './handlers/list-student-assignments.handler';
import { listStudentAttendanceHandler } from './handlers/list-student-attendance.handler';
import { listStudentGradesHandler } from './handlers/list-student-grades.handler';
import { listStudentsHandler } from './handlers/list-students.handler';
import { listSystemStatusesHandler } from './handlers/list-system-statuses.handler';
import { listTeachersHandler } from './handlers/list-teachers.handler';
import { listUpdatesHandler } from './handlers/list-updates.handler';
import { loadVisibleStudent } from './handlers/load-visible-student';
import { offerConferenceHandler } from './handlers/offer-conference.handler';
import { progressDataHandler } from './handlers/progress-data.handler';
import { readClassAttendanceHandler } from './handlers/read-class-attendance.handler';
import { recordAttendanceHandler } from './handlers/record-attendance.handler';
import { recordClassGradesHandler } from './handlers/record-class-grades.handler';
import { recordGradeHandler } from './handlers/record-grade.handler';
import { reportAbsenceHandler } from './handlers/report-absence.handler';
import { resolveAudienceHandler } from './handlers/resolve-audience.handler';
import {
  loadStaffClass,
  loadStudentFor,
  requireRoleOf,
  requireStaff,
} from './handlers/staff-guards';
import { studentVisibilityHandler } from './handlers/student-visibility.handler';
import { takeClassAttendanceHandler } from './handlers/take-class-attendance.handler';

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
  // Staff workspace (decision 014): answers in the reader's language with a STAFF_WORKSPACE code.
  const family = loadStudentFor(repos.students, ['parent']);
  const familyOrStaff = loadStudentFor(repos.students, ['parent', 'teacher', 'admin']);
  const inClass = loadStaffClass(repos.classes);
  router.get('/api/students/:id/teachers', familyOrStaff, listTeachersHandler(repos));
  router.get('/api/students/:id/absence-reports', familyOrStaff, listAbsenceReportsHandler(repos));
  router.post('/api/students/:id/absence-reports', family, reportAbsenceHandler(deps));
  router.get('/api/staff/classes', requireStaff(), listStaffClassesHandler(deps));
  router.get('/api/staff/classes/:id/attendance', inClass, readClassAttendanceHandler(deps));
  router.post('/api/staff/classes/:id/attendance', inClass, takeClassAttendanceHandler(deps));
  router.get('/api/staff/classes/:id/assignments', inClass, listClassAssignmentsHandler(repos));
  router.post('/api/staff/classes/:id/grades', inClass, recordClassGradesHandler(deps));
  const conferenceRoles = requireRoleOf(['parent', 'teacher', 'admin']);
  router.get('/api/conferences', conferenceRoles, listConferencesHandler(deps));
  router.post('/api/conferences', requireStaff(), offerConferenceHandler(deps));
  router.post('/api/conferences/:id/book', conferenceRoles, bookConferenceHandler(deps));
  router.post('/api/conferences/:id/cancel', conferenceRoles, cancelConferenceHandler(deps));
  router.get('/api/updates', requireUser(), listUpdatesHandler(repos));
  router.get('/api/events', requireUser(), listEventsHandler(repos));
  router.get('/api/system/status', requireUser(), listSystemStatusesHandler(repos));
  router.get('/internal/audience', requireSystem(), resolveAudienceHandler(repos));
  router.get('/internal/students/:id/visibility', requireSystem(), studentVisibilityHandler(repos));
  router.get('/internal/students/:id/progress-data', requireSystem(), progressDataHandler(repos));
  return router;
}
