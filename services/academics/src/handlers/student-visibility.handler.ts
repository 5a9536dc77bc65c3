import {
  objectIdSchema,
  studentViewerQuerySchema,
  type StudentVisibilityResponse,
} from '@d742/contracts';
import { NotFoundError, validate, type Identity } from '@d742/service-kit';
import { toStudentFamilyCard } from '../mappers/student-family-card';
import type { AcademicsContext, Repositories } from './context';

/**
 * GET /internal/students/:id/visibility?userId=&role= (role system, for the reports service):
 * whether that viewer may see the student under the same rule as /api/students/:id/*, the
 * student's family card, and the school's staff record of a teacher or administrator viewer.
 * Reports applies its write rules on top (decision 010), so both services decide reads alike.
 */
export function studentVisibilityHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const id = validate(objectIdSchema, ctx.params.id);
    const query = validate(studentViewerQuerySchema, ctx.query);
    const student = await repos.students.findById(id);
    if (!student) throw new NotFoundError('Student not found');
    const viewer: Identity = {
      userId: query.userId,
      role: query.role,
      clientIp: ctx.state.identity.clientIp,
    };
    const visible = (await repos.students.findVisible(viewer, id)) !== null;
    const isStaff = query.role === 'teacher' || query.role === 'admin';
    const body: StudentVisibilityResponse = {
      visible,
      student: toStudentFamilyCard(student),
      staff: isStaff ? await repos.staff.profile(query.userId) : null,
    };
    ctx.body = body;
  };
}
