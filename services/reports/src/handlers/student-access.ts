import { STUDENT_NOT_FOUND_TEXT, objectIdSchema, type Role } from '@d742/contracts';
import { ForbiddenError, NotFoundError, pickLanguage, validate } from '@d742/service-kit';
import type { Next } from 'koa';
import type { AcademicsStudents } from '../clients/academics-students';
import { decide, type StudentAction } from '../domain/filing-rules';
import type { ReportsContext } from './context';

/** Every /api/students/:id/* route: a malformed id is a 400 before anything else happens. */
export function checkStudentId() {
  return async (ctx: ReportsContext, next: Next) => {
    ctx.state.studentId = validate(objectIdSchema, ctx.params.id);
    await next();
  };
}

/**
 * Asks academics whether the caller may do `action` for the student of `:id`: a child the caller
 * may not see answers exactly like a missing one (404), so ids of other families' children reveal
 * nothing; academics unreachable is a 503 and nothing is read or written.
 */
export async function studentFor(
  ctx: ReportsContext,
  academics: AcademicsStudents,
  action: StudentAction,
) {
  const studentId = ctx.state.studentId ?? validate(objectIdSchema, ctx.params.id);
  const { userId } = ctx.state.identity;
  const role = ctx.state.identity.role as Role;
  const access = await academics.visibility(studentId, { userId, role }, ctx.state.language);
  const decision = decide(action, role, access);
  if (decision === 'hidden') {
    throw new NotFoundError(pickLanguage(STUDENT_NOT_FOUND_TEXT, ctx.state.language));
  }
  if (decision === 'forbidden') {
    throw new ForbiddenError('Only administrators and health staff can file health alerts', {
      code: 'NOT_HEALTH_STAFF',
    });
  }
  ctx.state.access = access;
  return access;
}

/** Read routes: only a caller who may see the child gets past. */
export function loadReadableStudent(academics: AcademicsStudents) {
  return async (ctx: ReportsContext, next: Next) => {
    await studentFor(ctx, academics, 'read');
    await next();
  };
}
