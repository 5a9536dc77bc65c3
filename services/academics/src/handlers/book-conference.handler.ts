import { bookConferenceRequestSchema } from '@d742/contracts';
import { parentsOf } from '../domain/audience';
import { conferenceBooked } from '../domain/conference-notice';
import { liveNotice } from '../domain/notice';
import { StaffError, validateInput } from '../domain/staff-errors';
import type { ConferenceDoc } from '../models';
import { loadConferenceFor, toConferenceDtos } from './conference-support';
import type { AcademicsContext, HandlerDeps } from './context';

const notOpen = (c: Pick<ConferenceDoc, 'status'>) =>
  c.status === 'cancelled' ? 'CONFERENCE_CANCELLED' : 'CONFERENCE_ALREADY_BOOKED';

/**
 * POST /api/conferences/:id/book (a guardian of the child; anyone else 404): picks one of the
 * offered times. The first pick wins: once booked (or cancelled) it answers 409. The teacher
 * and the other guardians are told live; the booked time joins both calendars.
 */
export function bookConferenceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const { conference, student, side } = await loadConferenceFor(ctx, repos);
    if (side !== 'family') throw new StaffError('CONFERENCE_NOT_FOUND', lang);
    const input = validateInput(bookConferenceRequestSchema, ctx.request.body, lang);
    if (conference.status !== 'offered') throw new StaffError(notOpen(conference), lang);
    const picked = Date.parse(input.slotStart);
    const slot = conference.slots.find((s) => s.start.getTime() === picked);
    if (!slot) throw new StaffError('SLOT_NOT_OFFERED', lang);
    const now = clock();
    if (slot.start <= now) throw new StaffError('SLOT_IN_PAST', lang);

    const userId = ctx.state.identity.userId;
    const booked = await repos.conferences.move(
      conference,
      { status: 'booked', booked: { ...slot, by: userId, at: now }, startsAt: slot.start },
      now,
    );
    if (!booked) {
      // Another request moved it first (decision 014): say what it became.
      const current = await repos.conferences.settled(conference);
      throw new StaffError(notOpen(current ?? conference), lang);
    }
    const others = [conference.teacherId, ...parentsOf(student)].filter((id) => id !== userId);
    await live.publish(
      others,
      liveNotice(conferenceBooked({ studentName: student.firstName }), {
        topic: 'conference',
        studentId: student._id.toHexString(),
      }),
    );
    ctx.body = (await toConferenceDtos(repos, [booked], [student]))[0];
  };
}
