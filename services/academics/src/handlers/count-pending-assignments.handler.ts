import type { Count } from '@d742/contracts';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/** GET /api/students/:id/assignments/pending: how many assignments are still to hand in. */
export function countPendingAssignmentsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const body: Count = { count: await repos.assignments.countPending(visibleStudent(ctx)._id) };
    ctx.body = body;
  };
}
