import { audienceQuerySchema, type AudienceQuery, type AudienceResponse } from '@d742/contracts';
import { ForbiddenError, NotFoundError, validate, type Identity } from '@d742/service-kit';
import { parentsOf } from '../domain/audience';
import type { StudentDoc } from '../models';
import type { StudentRepository } from '../repositories/student-repository';
import type { AcademicsContext, Repositories } from './context';

/** The students a staff member's audience reaches, within what that staff member may see. */
async function studentsReached(
  students: StudentRepository,
  sender: Identity,
  audience: AudienceQuery,
): Promise<StudentDoc[]> {
  switch (audience.type) {
    case 'student': {
      const student = await students.findVisible(sender, audience.studentId);
      if (!student) throw new NotFoundError('Student not found');
      return [student];
    }
    case 'class': {
      const visible = await students.listVisible(sender);
      const inClass = visible.filter((s) => s.grade === audience.grade);
      if (inClass.length === 0) throw new NotFoundError('No students in this class');
      return inClass;
    }
    case 'school':
      if (sender.role !== 'admin') {
        throw new ForbiddenError('Only administrators can message the whole school');
      }
      return students.listVisible(sender);
  }
}

/**
 * GET /internal/audience (role system, for the messaging service): the distinct parents of the
 * students a teacher or administrator addresses. Teachers reach only students they teach (a
 * student they do not teach answers like a missing one); only administrators reach the school.
 */
export function resolveAudienceHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const query = validate(audienceQuerySchema, ctx.query);
    const sender: Identity = {
      userId: query.userId,
      role: query.role,
      clientIp: ctx.state.identity.clientIp,
    };
    const students = await studentsReached(repos.students, sender, query);
    const body: AudienceResponse = {
      parentIds: [...new Set(students.flatMap(parentsOf))],
      studentIds: students.map((s) => s._id.toHexString()),
      senderName: await repos.staff.displayName(query.userId),
    };
    ctx.body = body;
  };
}
