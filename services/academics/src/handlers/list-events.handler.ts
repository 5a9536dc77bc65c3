import { toEventDto } from '../mappers/event';
import type { AcademicsContext, Repositories } from './context';

/** GET /api/events: district-wide events and those of the caller's students, earliest first. */
export function listEventsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const events = await repos.events.listVisible(await repos.students.scopeOf(ctx.state.identity));
    ctx.body = events.map((e) => toEventDto(e, ctx.state.language));
  };
}
