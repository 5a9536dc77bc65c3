import type { Language } from '@d742/contracts';
import type { Clock, Identity, LiveEvents } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { StudentDoc } from '../models';
import type { AssignmentRepository } from '../repositories/assignment-repository';
import type { AttendanceRepository } from '../repositories/attendance-repository';
import type { EventRepository } from '../repositories/event-repository';
import type { GradeRepository } from '../repositories/grade-repository';
import type { StaffRepository } from '../repositories/staff-repository';
import type { StudentRepository } from '../repositories/student-repository';
import type { SystemStatusRepository } from '../repositories/system-status-repository';
import type { UpdateRepository } from '../repositories/update-repository';

export interface Repositories {
  students: StudentRepository;
  grades: GradeRepository;
  attendance: AttendanceRepository;
  assignments: AssignmentRepository;
  updates: UpdateRepository;
  events: EventRepository;
  systemStatuses: SystemStatusRepository;
  staff: StaffRepository;
}

/** Everything a handler needs, built once per app by createApp; readers take only `repos`. */
export interface HandlerDeps {
  repos: Repositories;
  live: LiveEvents;
  clock: Clock;
}

/** What service-kit's middleware (identity, language) and loadVisibleStudent put on ctx.state. */
export interface AcademicsState {
  identity: Identity;
  language: Language;
  student?: StudentDoc;
}

export type AcademicsContext = ParameterizedContext<AcademicsState> & {
  params: Record<string, string>;
};
