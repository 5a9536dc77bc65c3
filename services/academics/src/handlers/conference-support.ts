import { objectIdSchema } from '@d742/contracts';
import type { Identity } from '@d742/service-kit';
import { conferenceSide, type ConferenceSide } from '../domain/conference-access';
import { StaffError, validateInput } from '../domain/staff-errors';
import { toConferenceDto } from '../mappers/conference';
import type { ConferenceDoc, StudentDoc } from '../models';
import { familyAudience } from '../repositories/student-scope';
import type { AcademicsContext, Repositories } from './context';

/**
 * The conference of `/api/conferences/:id/*` with its child and the caller's side; one the
 * caller has no side in answers exactly like a missing one (404).
 */
export async function loadConferenceFor(
  ctx: AcademicsContext,
  repos: Repositories,
): Promise<{ conference: ConferenceDoc; student: StudentDoc; side: ConferenceSide }> {
  const lang = ctx.state.language;
  const id = validateInput(objectIdSchema, ctx.params.id, lang);
  const conference = await repos.conferences.findById(id);
  const student = conference
    ? await repos.students.findById(conference.studentId.toHexString())
    : null;
  const side = conference ? conferenceSide(ctx.state.identity, conference, student) : null;
  if (!conference || !student || !side) throw new StaffError('CONFERENCE_NOT_FOUND', lang);
  return { conference, student, side };
}

/**
 * Names the conferences' children and teachers, for their answers and calendar entries. Children
 * the handler has read already (`known`: a family's, the conference's own) are not read again:
 * each would be one more query, and a four-child family's calendar made eight of them.
 */
export async function conferenceNames(
  repos: Repositories,
  conferences: readonly ConferenceDoc[],
  known: readonly StudentDoc[] = [],
) {
  const byId = new Map(known.map((s) => [s._id.toHexString(), s]));
  const [students, teachers] = await Promise.all([
    repos.students.findAll(
      conferences.map((c) => c.studentId).filter((id) => !byId.has(id.toHexString())),
    ),
    repos.staff.displayNames(conferences.map((c) => c.teacherId)),
  ]);
  for (const s of students) byId.set(s._id.toHexString(), s);
  return (c: ConferenceDoc) => {
    const student = byId.get(c.studentId.toHexString());
    return {
      firstName: student?.firstName ?? '',
      studentName: student ? `${student.firstName} ${student.lastName}` : '',
      teacherName: teachers.get(c.teacherId) ?? '',
    };
  };
}

/**
 * A family's children, read together in one query, when its conferences will name them; none for
 * staff, whose conferences' children conferenceNames reads one by one (a roster is too many).
 */
export async function familyChildrenNamedBy(
  repos: Repositories,
  identity: Identity,
  conferences: readonly ConferenceDoc[],
): Promise<StudentDoc[]> {
  return familyAudience(identity) && conferences.length > 0
    ? repos.students.listVisible(identity)
    : [];
}

export async function toConferenceDtos(
  repos: Repositories,
  conferences: readonly ConferenceDoc[],
  known: readonly StudentDoc[] = [],
) {
  const names = await conferenceNames(repos, conferences, known);
  return conferences.map((c) => toConferenceDto(c, names(c)));
}
