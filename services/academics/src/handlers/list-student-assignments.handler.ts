import { toAssignmentDto } from '../mappers/assignment';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/** GET /api/students/:id/assignments: soonest due first, in the reader's language. */
export function listStudentAssignmentsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const list = await repos.assignments.listForStudent(visibleStudent(ctx)._id);
    ctx.body = list.map((a) => toAssignmentDto(a, ctx.state.language));
  };
}
