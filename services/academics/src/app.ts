import Router from '@koa/router';
import {
  createServiceApp,
  LiveEvents,
  requireRole,
  requireSystem,
  requireUser,
  type createLogger,
} from '@d742/service-kit';
import type { Connection } from 'mongoose';
import type { AcademicsConfig } from './config';
import type { AcademicsState, Repositories, WriteDeps } from './handlers/context';
import { countPendingAssignmentsHandler } from './handlers/count-pending-assignments.handler';
import { listEventsHandler } from './handlers/list-events.handler';
import { listStudentAssignmentsHandler } from './handlers/list-student-assignments.handler';
import { listStudentAttendanceHandler } from './handlers/list-student-attendance.handler';
import { listStudentGradesHandler } from './handlers/list-student-grades.handler';
import { listStudentsHandler } from './handlers/list-students.handler';
import { listSystemStatusesHandler } from './handlers/list-system-statuses.handler';
import { listUpdatesHandler } from './handlers/list-updates.handler';
import { loadVisibleStudent } from './handlers/load-visible-student';
import { recordAttendanceHandler } from './handlers/record-attendance.handler';
import { recordGradeHandler } from './handlers/record-grade.handler';
import { resolveAudienceHandler } from './handlers/resolve-audience.handler';
import { createModels } from './models';
import { AssignmentRepository } from './repositories/assignment-repository';
import { AttendanceRepository } from './repositories/attendance-repository';
import { EventRepository } from './repositories/event-repository';
import { GradeRepository } from './repositories/grade-repository';
import { StaffRepository } from './repositories/staff-repository';
import { StudentRepository } from './repositories/student-repository';
import { SystemStatusRepository } from './repositories/system-status-repository';
import { UpdateRepository } from './repositories/update-repository';

export interface AcademicsDeps {
  connection: Connection;
  /** Without GATEWAY_INTERNAL_URL (other packages' test stacks) live events are dropped with a warning. */
  config: Pick<AcademicsConfig, 'INTERNAL_SECRET'> &
    Partial<Pick<AcademicsConfig, 'GATEWAY_INTERNAL_URL'>>;
  logger: ReturnType<typeof createLogger>;
  now?: () => Date;
}

export function createApp(deps: AcademicsDeps) {
  const models = createModels(deps.connection);
  const repos: Repositories = {
    students: new StudentRepository(models),
    grades: new GradeRepository(models),
    attendance: new AttendanceRepository(models),
    assignments: new AssignmentRepository(models),
    updates: new UpdateRepository(models),
    events: new EventRepository(models),
    systemStatuses: new SystemStatusRepository(models),
    staff: new StaffRepository(models),
  };
  const writes: WriteDeps = {
    repos,
    live: new LiveEvents({
      gatewayUrl: deps.config.GATEWAY_INTERNAL_URL,
      secret: deps.config.INTERNAL_SECRET,
      logger: deps.logger,
    }),
    now: deps.now ?? (() => new Date()),
  };

  const app = createServiceApp({
    name: 'academics',
    secret: deps.config.INTERNAL_SECRET,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });

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
  router.post('/api/students/:id/grades', ...staff, recordGradeHandler(writes));
  router.get('/api/students/:id/attendance', ...reader, listStudentAttendanceHandler(repos));
  router.post('/api/students/:id/attendance', ...staff, recordAttendanceHandler(writes));
  router.get('/api/updates', requireUser(), listUpdatesHandler(repos));
  router.get('/api/events', requireUser(), listEventsHandler(repos));
  router.get('/api/system/status', requireUser(), listSystemStatusesHandler(repos));
  router.get('/internal/audience', requireSystem(), resolveAudienceHandler(repos));

  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { seedDemoData } from './seed';
