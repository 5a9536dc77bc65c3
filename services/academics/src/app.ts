import Router from '@koa/router';
import { createServiceApp, requireUser, type createLogger } from '@d742/service-kit';
import type { Connection } from 'mongoose';
import type { AcademicsConfig } from './config';
import type { AcademicsState, Repositories } from './handlers/context';
import { listStudentGradesHandler } from './handlers/list-student-grades.handler';
import { listStudentsHandler } from './handlers/list-students.handler';
import { loadVisibleStudent } from './handlers/load-visible-student';
import { createModels } from './models';
import { AttendanceRepository } from './repositories/attendance-repository';
import { GradeRepository } from './repositories/grade-repository';
import { StudentRepository } from './repositories/student-repository';

export interface AcademicsDeps {
  connection: Connection;
  config: Pick<AcademicsConfig, 'INTERNAL_SECRET'>;
  logger: ReturnType<typeof createLogger>;
  now?: () => Date;
}

export function createApp(deps: AcademicsDeps) {
  const models = createModels(deps.connection);
  const repos: Repositories = {
    students: new StudentRepository(models),
    grades: new GradeRepository(models),
    attendance: new AttendanceRepository(models),
  };

  const app = createServiceApp({
    name: 'academics',
    secret: deps.config.INTERNAL_SECRET,
    logger: deps.logger,
    health: async () => ({ database: deps.connection.readyState === 1 ? 'up' : 'down' }),
  });

  const router = new Router<AcademicsState>();
  router.get('/api/students', requireUser(), listStudentsHandler(repos));
  router.get(
    '/api/students/:id/grades',
    requireUser(),
    loadVisibleStudent(repos.students),
    listStudentGradesHandler(repos),
  );

  app.use(router.routes());
  app.use(router.allowedMethods({ throw: true }));
  return app;
}

export { seedDemoData } from './seed';
