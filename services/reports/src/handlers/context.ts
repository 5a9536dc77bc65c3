import type { Language, StudentVisibilityResponse } from '@d742/contracts';
import type { Clock, Identity, LiveEvents } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { AcademicsStudents } from '../clients/academics-students';
import type { CalendarRepository } from '../repositories/calendar-repository';
import type { ReportRepository } from '../repositories/report-repository';

/** Built once per app by createApp. */
export interface HandlerDeps {
  reports: ReportRepository;
  calendars: CalendarRepository;
  /** Who may see which student, and whom to tell: academics owns that (decision 007). */
  academics: AcademicsStudents;
  live: LiveEvents;
  clock: Clock;
}

/** What service-kit's middleware (identity, language) and the student guards put on ctx.state. */
export interface ReportsState {
  identity: Identity;
  language: Language;
  /** The id of `/api/students/:id/*`, checked well-formed. */
  studentId?: string;
  /** Academics' answer about that student for this caller. */
  access?: StudentVisibilityResponse;
}

export type ReportsContext = ParameterizedContext<ReportsState> & {
  params: Record<string, string>;
};
