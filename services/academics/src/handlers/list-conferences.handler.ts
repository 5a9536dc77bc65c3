import { conferenceListQuerySchema } from '@d742/contracts';
import type { QueryFilter } from 'mongoose';
import { validateInput } from '../domain/staff-errors';
import type { ConferenceDoc } from '../models';
import { toConferenceDtos } from './conference-support';
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
    if (identity.role === 'parent') {
      // One query per child (decision 022); a child not theirs reads nothing.
      const children = await repos.students.listVisible(identity);
      const wanted = query.studentId?.toLowerCase();
      const read = children
        .map((c) => c._id)
        .filter((id) => !wanted || id.toHexString() === wanted);
      const conferences = await repos.conferences.listForChildren(read, query.status);
      ctx.body = await toConferenceDtos(repos, conferences, children);
      return;
    }
    const filter: QueryFilter<ConferenceDoc> = {};
    if (identity.role === 'teacher') filter.teacherId = identity.userId;
    if (query.studentId) filter.studentId = query.studentId;
    if (query.status) filter.status = query.status;
    ctx.body = await toConferenceDtos(repos, await repos.conferences.list(filter));
  };
}
