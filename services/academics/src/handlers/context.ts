import type { Language } from '@d742/contracts';
import type { Clock, Identity, LiveEvents } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { UserLanguages } from '../clients/user-languages';
import type { ClassDoc, StudentDoc } from '../models';
import type { AbsenceReportRepository } from '../repositories/absence-report-repository';
import type { AssignmentRepository } from '../repositories/assignment-repository';
import type { AttendanceRepository } from '../repositories/attendance-repository';
import type { ClassAssignmentRepository } from '../repositories/class-assignment-repository';
import type { ClassRepository } from '../repositories/class-repository';
import type { ConferenceRepository } from '../repositories/conference-repository';
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
  classes: ClassRepository;
  classAssignments: ClassAssignmentRepository;
  absenceReports: AbsenceReportRepository;
  conferences: ConferenceRepository;
}

/** Everything a handler needs, built once per app by createApp; readers take only `repos`. */
export interface HandlerDeps {
  repos: Repositories;
  live: LiveEvents;
  clock: Clock;
  /** People's preferred languages, from identity (decision 014). */
  languages: UserLanguages;
}

/** What service-kit's middleware (identity, language) and loadVisibleStudent put on ctx.state. */
export interface AcademicsState {
  identity: Identity;
  language: Language;
  student?: StudentDoc;
  /** Set by loadStaffClass on /api/staff/classes/:id/* routes. */
  schoolClass?: ClassDoc;
}

export type AcademicsContext = ParameterizedContext<AcademicsState> & {
  params: Record<string, string>;
};
