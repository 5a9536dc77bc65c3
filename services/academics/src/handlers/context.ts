import type { Language } from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { LiveEvents } from '@d742/service-kit';
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

/** What write handlers need besides data: the live channel and the clock. */
export interface WriteDeps {
  repos: Repositories;
  live: LiveEvents;
  now: () => Date;
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
