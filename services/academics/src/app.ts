import type Koa from 'koa';
import {
  createServiceApp,
  packageVersion,
  LiveEvents,
  systemClock,
  type ServiceDeps,
} from '@d742/service-kit';
import { UserLanguages } from './clients/user-languages';
import type { AcademicsConfig } from './config';
import type { HandlerDeps, Repositories } from './handlers/context';
import { createModels } from './models';
import { AbsenceReportRepository } from './repositories/absence-report-repository';
import { AssignmentRepository } from './repositories/assignment-repository';
import { AttendanceRepository } from './repositories/attendance-repository';
import { ClassAssignmentRepository } from './repositories/class-assignment-repository';
import { ClassRepository } from './repositories/class-repository';
import { ConferenceRepository } from './repositories/conference-repository';
import { EventRepository } from './repositories/event-repository';
import { GradeRepository } from './repositories/grade-repository';
import { StaffRepository } from './repositories/staff-repository';
import { StudentRepository } from './repositories/student-repository';
import { SystemStatusRepository } from './repositories/system-status-repository';
import { UpdateRepository } from './repositories/update-repository';
import { createRouter } from './routes';

export type AppDeps = ServiceDeps<AcademicsConfig>;

/** The academics service without listening: index.ts, its tests and other packages' tests mount it. */
export function createApp(deps: AppDeps): Koa {
  const { connection, logger, clock = systemClock } = deps;
  const { internalSecret, gatewayInternalUrl, identityUrl } = deps.config;
  const models = createModels(connection);
  const repos: Repositories = {
    students: new StudentRepository(models),
    grades: new GradeRepository(models),
    attendance: new AttendanceRepository(models),
    assignments: new AssignmentRepository(models),
    updates: new UpdateRepository(models),
    events: new EventRepository(models),
    systemStatuses: new SystemStatusRepository(models),
    staff: new StaffRepository(models),
    classes: new ClassRepository(models),
    classAssignments: new ClassAssignmentRepository(models),
    absenceReports: new AbsenceReportRepository(models),
    conferences: new ConferenceRepository(models),
  };
  const handlerDeps: HandlerDeps = {
    repos,
    live: new LiveEvents({ gatewayUrl: gatewayInternalUrl, secret: internalSecret, logger }),
    clock,
    languages: new UserLanguages({ identityUrl, secret: internalSecret }, logger),
  };

  const app = createServiceApp({
    name: 'academics',
    secret: internalSecret,
    logger,
    health: async () => ({ database: connection.readyState === 1 ? 'up' : 'down' }),
    connection,
    version: packageVersion(__dirname),
  });
  const router = createRouter(handlerDeps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { loadConfig, type AcademicsConfig } from './config';
export { seedDemoData } from './seed';
