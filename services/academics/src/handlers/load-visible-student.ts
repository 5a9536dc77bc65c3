import { objectIdSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { Next } from 'koa';
import type { StudentRepository } from '../repositories/student-repository';
import type { AcademicsContext } from './context';
import { studentNotFound } from '../domain/staff-errors';

/**
 * Guards every /api/students/:id/* route: malformed id → 400; a student the caller may not see
 * answers exactly like a missing one (404), so ids of other families' children reveal nothing.
 */
export function loadVisibleStudent(students: StudentRepository) {
  return async (ctx: AcademicsContext, next: Next) => {
    const id = validate(objectIdSchema, ctx.params.id);
    const student = await students.findVisible(ctx.state.identity, id);
    if (!student) throw studentNotFound(ctx.state.language);
    ctx.state.student = student;
    await next();
  };
}

export function visibleStudent(ctx: AcademicsContext) {
  if (!ctx.state.student) throw new Error('loadVisibleStudent must run before this handler');
  return ctx.state.student;
}
