import { toClassAssignmentDto } from '../mappers/class-assignment';
import type { AcademicsContext, Repositories } from './context';
import { staffClass } from './staff-guards';

/** GET /api/staff/classes/:id/assignments: the class's gradebook, latest due date first. */
export function listClassAssignmentsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const schoolClass = staffClass(ctx);
    const assignments = await repos.classAssignments.listForClass(schoolClass._id);
    const entries = await repos.grades.forClassAssignments(assignments.map((a) => a._id));
    ctx.body = assignments.map((a) =>
      toClassAssignmentDto(a, schoolClass, entries, ctx.state.language),
    );
  };
}
