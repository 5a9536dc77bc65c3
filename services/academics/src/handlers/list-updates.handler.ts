import { toUpdateDto } from '../mappers/update';
import type { AcademicsContext, Repositories } from './context';

/** GET /api/updates: district-wide updates and those of the caller's students, newest first. */
export function listUpdatesHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const updates = await repos.updates.listVisible(
      await repos.students.scopeOf(ctx.state.identity),
    );
    ctx.body = updates.map((u) => toUpdateDto(u, ctx.state.language));
  };
}
