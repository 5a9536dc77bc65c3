import { toConferenceEventDto } from '../mappers/conference';
import { toEventDto } from '../mappers/event';
import { familyAudience } from '../repositories/student-scope';
import type { AcademicsContext, Repositories } from './context';
import { conferenceNames, familyChildrenNamedBy } from './conference-support';

/**
 * GET /api/events: district-wide events and those of the caller's students, with their booked
 * parent-teacher conferences as events of type 'conference', earliest first.
 */
export function listEventsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const { identity } = ctx.state;
    // A family reads by its account (no query for its children first); staff by their students.
    const family = familyAudience(identity);
    const audience = family ?? (await repos.students.scopeOf(identity));
    const [events, booked] = await Promise.all([
      repos.events.listVisible(audience),
      repos.conferences.listBooked(audience),
    ]);
    const names = await conferenceNames(
      repos,
      booked,
      await familyChildrenNamedBy(repos, identity, booked),
    );
    const conferences = booked.flatMap((c) => {
      const { firstName, teacherName } = names(c);
      return c.booked
        ? [
            toConferenceEventDto(
              { ...c, booked: c.booked },
              { studentName: firstName, teacherName },
              lang,
            ),
          ]
        : [];
    });
    ctx.body = [...events.map((e) => toEventDto(e, lang)), ...conferences].sort(
      (a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate),
    );
  };
}
