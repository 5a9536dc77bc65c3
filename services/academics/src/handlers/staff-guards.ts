import { objectIdSchema, type Role } from '@d742/contracts';
import { UnauthorizedError } from '@d742/service-kit';
import type { Next } from 'koa';
import { StaffError, validateInput } from '../domain/staff-errors';
import type { ClassRepository } from '../repositories/class-repository';
import type { StudentRepository } from '../repositories/student-repository';
import type { AcademicsContext } from './context';

const STAFF: readonly Role[] = ['teacher', 'admin'];

/** 401 when nobody is signed in; 403 (in the reader's language) unless the caller has one of `roles`. */
export function requireRoleOf(roles: readonly Role[]) {
  return async (ctx: AcademicsContext, next: Next) => {
    const { identity, language } = ctx.state;
    if (!identity?.userId) throw new UnauthorizedError();
    if (!(roles as readonly string[]).includes(identity.role))
      throw new StaffError('FORBIDDEN', language);
    await next();
  };
}

export const requireStaff = () => requireRoleOf(STAFF);

/**
 * Guards /api/staff/classes/:id/*: teachers and administrators only (403); a class the teacher
 * does not teach answers exactly like a missing one (404).
 */
export function loadStaffClass(classes: ClassRepository) {
  const role = requireStaff();
  return async (ctx: AcademicsContext, next: Next) =>
    role(ctx, async () => {
      const id = validateInput(objectIdSchema, ctx.params.id, ctx.state.language);
      const schoolClass = await classes.findFor(ctx.state.identity, id);
      if (!schoolClass) throw new StaffError('CLASS_NOT_FOUND', ctx.state.language);
      ctx.state.schoolClass = schoolClass;
      await next();
    });
}

export function staffClass(ctx: AcademicsContext) {
  if (!ctx.state.schoolClass) throw new Error('loadStaffClass must run before this handler');
  return ctx.state.schoolClass;
}

/**
 * Guards the staff-workspace /api/students/:id/* routes: only callers with one of `roles` who
 * may see the child (decision 007); anyone else, or a missing child, gets 404 in the reader's
 * language (never revealing which).
 */
export function loadStudentFor(students: StudentRepository, roles: readonly Role[]) {
  return async (ctx: AcademicsContext, next: Next) => {
    const { identity, language } = ctx.state;
    if (!identity?.userId) throw new UnauthorizedError();
    const id = validateInput(objectIdSchema, ctx.params.id, language);
    const student = (roles as readonly string[]).includes(identity.role)
      ? await students.findVisible(identity, id)
      : null;
    if (!student) throw new StaffError('STUDENT_NOT_FOUND', language);
    ctx.state.student = student;
    await next();
  };
}
