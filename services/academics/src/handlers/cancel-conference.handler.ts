import { cancelConferenceRequestSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import { allOrNothing } from '../domain/all-or-nothing';
import { familyOf, parentsOf } from '../domain/audience';
import { conferenceCancelled } from '../domain/conference-notice';
import { liveNotice } from '../domain/notice';
import { StaffError, validateInput } from '../domain/staff-errors';
import type { ConferenceDoc, UpdateDoc } from '../models';
import { loadConferenceFor, toConferenceDtos } from './conference-support';
import type { AcademicsContext, HandlerDeps } from './context';

/**
 * POST /api/conferences/:id/cancel (a guardian of the child, the teacher who offered it, an
 * administrator; anyone else 404): cancels an open or booked conference with a note (409 when it
 * is already cancelled). The other side is told live with the note as written; a cancellation by
 * the school also stays in the family's updates.
 */
export function cancelConferenceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const { conference, student, side } = await loadConferenceFor(ctx, repos);
    const input = validateInput(cancelConferenceRequestSchema, ctx.request.body, lang);
    if (conference.status === 'cancelled') throw new StaffError('CONFERENCE_CANCELLED', lang);

    const userId = ctx.state.identity.userId;
    const now = clock();
    const byFamily = side === 'family';
    const note = { text: input.note, language: input.language ?? lang };
    const staffName = byFamily ? '' : await repos.staff.displayName(userId);
    const notice = conferenceCancelled({
      studentName: student.firstName,
      byFamily,
      staffName,
      note,
    });
    const updates: UpdateDoc[] = byFamily
      ? []
      : [
          {
            _id: new Types.ObjectId(),
            studentIds: [student._id],
            teacherIds: student.teacherIds,
            familyIds: familyOf(student),
            type: 'event',
            title: notice.title,
            description: notice.message,
            teacherName: staffName,
            createdAt: now,
          },
        ];
    const cancelled = {
      by: userId,
      byFamily,
      note: note.text,
      noteLanguage: note.language,
      at: now,
    };
    const result: { conference: ConferenceDoc | null } = { conference: null };
    await allOrNothing([
      repos.updates.createAll(updates),
      {
        run: async () => {
          // Offered or booked: whichever it is when this request's move is the first (decision 014);
          // others can move it on at most twice (booked, cancelled).
          let current: ConferenceDoc | null = conference;
          for (let tries = 0; tries < 3 && current && current.status !== 'cancelled'; tries += 1) {
            result.conference = await repos.conferences.move(
              current,
              { status: 'cancelled', cancelled },
              now,
            );
            if (result.conference) return;
            current = await repos.conferences.settled(current);
          }
          if (current?.status === 'cancelled') throw new StaffError('CONFERENCE_CANCELLED', lang);
          throw new Error(
            `Conference ${conference._id.toHexString()} is held by a move never written`,
          );
        },
        undo: async () => {},
      },
    ]);

    const others = [conference.teacherId, ...parentsOf(student)].filter((id) => id !== userId);
    await live.publish(
      others,
      liveNotice(notice, { topic: 'conference', studentId: student._id.toHexString() }),
    );
    ctx.body = (await toConferenceDtos(repos, [result.conference ?? conference], [student]))[0];
  };
}
