import { offerConferenceRequestSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import { allOrNothing } from '../domain/all-or-nothing';
import { familyOf, parentsOf } from '../domain/audience';
import { conferenceOffered } from '../domain/conference-notice';
import { liveNotice } from '../domain/notice';
import { StaffError, validateInput } from '../domain/staff-errors';
import type { ConferenceDoc, UpdateDoc } from '../models';
import { toConferenceDtos } from './conference-support';
import type { AcademicsContext, HandlerDeps } from './context';

/**
 * POST /api/conferences (teachers of the child, administrators): offers the family conference
 * times. A child the teacher does not teach answers like a missing one (404); a time that has
 * begun is 400 SLOT_IN_PAST. The offer and the family's update are written together; the
 * guardians then get the invitation live. Answers 201 with the conference.
 */
export function offerConferenceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const { identity } = ctx.state;
    const input = validateInput(offerConferenceRequestSchema, ctx.request.body, lang);
    const student = await repos.students.findVisible(identity, input.studentId);
    if (!student) throw new StaffError('STUDENT_NOT_FOUND', lang);
    const now = clock();
    const slots = input.slots
      .map((s) => ({ start: new Date(s.start), end: new Date(s.end) }))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const past = slots.filter((s) => s.start <= now);
    if (past.length > 0)
      throw new StaffError('SLOT_IN_PAST', lang, {
        slots: past.map((s) => s.start.toISOString()),
      });

    const noteLanguage = input.note ? (input.language ?? lang) : null;
    const conference: ConferenceDoc = {
      _id: new Types.ObjectId(),
      studentId: student._id,
      familyIds: familyOf(student),
      teacherId: identity.userId,
      slots,
      note: input.note ?? null,
      noteLanguage,
      status: 'offered',
      booked: null,
      cancelled: null,
      createdAt: now,
      startsAt: slots[0]?.start ?? now,
      stateKey: new Types.ObjectId(),
    };
    const teacherName = await repos.staff.displayName(identity.userId);
    const notice = conferenceOffered({
      studentName: student.firstName,
      teacherName,
      note: input.note && noteLanguage ? { text: input.note, language: noteLanguage } : null,
    });
    const update: UpdateDoc = {
      _id: new Types.ObjectId(),
      studentIds: [student._id],
      teacherIds: student.teacherIds,
      familyIds: familyOf(student),
      type: 'event',
      title: notice.title,
      description: notice.message,
      teacherName,
      createdAt: now,
    };
    await allOrNothing([repos.conferences.create(conference), repos.updates.createAll([update])]);
    await live.publish(
      parentsOf(student),
      liveNotice(notice, { topic: 'conference', studentId: student._id.toHexString() }),
    );

    ctx.status = 201;
    ctx.body = (await toConferenceDtos(repos, [conference], [student]))[0];
  };
}
