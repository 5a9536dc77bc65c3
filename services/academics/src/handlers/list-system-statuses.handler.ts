import { toSystemStatusDto } from '../mappers/system-status';
import type { AcademicsContext, Repositories } from './context';

/** GET /api/system/status: the school systems the district connects to, by name. */
export function listSystemStatusesHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const statuses = await repos.systemStatuses.list();
    ctx.body = statuses.map((s) => toSystemStatusDto(s, ctx.state.language));
  };
}
