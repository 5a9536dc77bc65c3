import { toGradeEntryDto } from '../mappers/grade-entry';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/** GET /api/students/:id/grades: newest first, in the reader's language. */
export function listStudentGradesHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const entries = await repos.grades.listForStudent(visibleStudent(ctx)._id);
    ctx.body = entries.map((e) => toGradeEntryDto(e, ctx.state.language));
  };
}
