import { conferenceListQuerySchema } from '@d742/contracts';
import type { QueryFilter } from 'mongoose';
import { validateInput } from '../domain/staff-errors';
import type { ConferenceDoc } from '../models';
import { familyChildrenNamedBy, toConferenceDtos } from './conference-support';
import { familyAudience } from '../repositories/student-scope';
import type { AcademicsContext, HandlerDeps } from './context';

/**
 * GET /api/conferences (parents, teachers, administrators; others 403): a parent's children's
 * conferences, a teacher's own (never another teacher's), every one for an administrator; by
 * time, soonest first. `?studentId=` and `?status=` narrow the list.
 */
export function listConferencesHandler({ repos }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const { identity, language } = ctx.state;
    const query = validateInput(conferenceListQuerySchema, ctx.query, language);
    const filter: QueryFilter<ConferenceDoc> = {};
    const family = identity.role === 'parent' ? familyAudience(identity) : null;
    // A family's by its account, in one query (decision 044): a child not theirs reads nothing.
    if (family) filter.familyIds = family.familyId;
    if (identity.role === 'teacher') filter.teacherId = identity.userId;
    if (query.studentId) filter.studentId = query.studentId;
    if (query.status) filter.status = query.status;
    const conferences = await repos.conferences.list(filter);
    ctx.body = await toConferenceDtos(
      repos,
      conferences,
      await familyChildrenNamedBy(repos, identity, conferences),
    );
  };
}
