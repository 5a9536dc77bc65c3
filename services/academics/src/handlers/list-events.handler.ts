import { toConferenceEventDto } from '../mappers/conference';
import { toEventDto } from '../mappers/event';
import type { AcademicsContext, Repositories } from './context';
import { conferenceNames } from './conference-support';

/**
 * GET /api/events: district-wide events and those of the caller's students, with their booked
 * parent-teacher conferences as events of type 'conference', earliest first.
 */
export function listEventsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const { identity } = ctx.state;
    // A family's children come whole: the conferences' entries name them.
    const { scope, children } = await repos.students.scopeWithChildren(identity);
    const [events, booked] = await Promise.all([
      repos.events.listVisible(scope),
      repos.conferences.listBooked(scope),
    ]);
    const names = await conferenceNames(repos, booked, children);
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
