import { updateListQuerySchema } from '@d742/contracts';
import { validateInput } from '../domain/staff-errors';
import { toUpdateDto } from '../mappers/update';
import { familyAudience } from '../repositories/student-scope';
import type { AcademicsContext, Repositories } from './context';

/**
 * GET /api/updates: district-wide updates and those of the caller's students, newest first;
 * `?limit=` (1-200) the newest few only (the home page's recent updates). A teacher's students'
 * updates are those that name the teacher among their students' teachers (models/update-teachers), a
 * family's those that name its account among the families (models/families).
 */
export function listUpdatesHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const { limit } = validateInput(updateListQuerySchema, ctx.query, ctx.state.language);
    const { identity } = ctx.state;
    const updates = await repos.updates.listVisible(
      identity.role === 'teacher' && identity.userId
        ? { teacherId: identity.userId }
        : (familyAudience(identity) ?? (await repos.students.scopeOf(identity))),
      limit,
    );
    ctx.body = updates.map((u) => toUpdateDto(u, ctx.state.language));
  };
}
