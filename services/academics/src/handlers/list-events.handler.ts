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
    const scope = await repos.students.scopeOf(ctx.state.identity);
    const [events, booked] = await Promise.all([
      repos.events.listVisible(scope),
      repos.conferences.listBooked(scope),
    ]);
    const names = await conferenceNames(repos, booked);
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
