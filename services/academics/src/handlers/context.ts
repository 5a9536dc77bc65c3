import type { Language } from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import type { ParameterizedContext } from 'koa';
import type { StudentDoc } from '../models';
import type { AttendanceRepository } from '../repositories/attendance-repository';
import type { GradeRepository } from '../repositories/grade-repository';
import type { StudentRepository } from '../repositories/student-repository';

export interface Repositories {
  students: StudentRepository;
  grades: GradeRepository;
  attendance: AttendanceRepository;
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
