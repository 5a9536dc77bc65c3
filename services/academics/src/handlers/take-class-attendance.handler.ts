import { classAttendanceRequestSchema } from '@d742/contracts';
import { allOrNothing } from '../domain/all-or-nothing';
import { attendanceAnnouncement, type Announcement } from '../domain/attendance-notice';
import { planClassDay, type MarkedEntry } from '../domain/class-attendance';
import { dayStart, schoolDay } from '../domain/school-day';
import { StaffError, validateInput } from '../domain/staff-errors';
import { loadClassDay, toClassDayDto } from './class-day';
import type { AcademicsContext, HandlerDeps } from './context';
import { staffClass } from './staff-guards';

/**
 * POST /api/staff/classes/:id/attendance (the class's teacher, administrators): the whole class
 * for one day in one request (decision 014). Everything is checked before anything is written;
 * the day's records and the families' updates are written all or nothing; then the parents of
 * each child whose day became absent or tardy get `attendance_alert`, as for a single record.
 * Answers 200 with the class's day as GET shows it.
 */
export function takeClassAttendanceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const lang = ctx.state.language;
    const schoolClass = staffClass(ctx);
    const input = validateInput(classAttendanceRequestSchema, ctx.request.body, lang);
    const now = clock();
    if (input.date > schoolDay(now)) throw new StaffError('FUTURE_DATE', lang);
    const members = new Set(schoolClass.studentIds.map((id) => id.toHexString()));
    const strangers = input.entries.filter((e) => !members.has(e.studentId.toLowerCase()));
    if (strangers.length > 0)
      throw new StaffError('STUDENT_NOT_IN_CLASS', lang, {
        studentIds: strangers.map((e) => e.studentId),
      });

    const date = dayStart(input.date);
    const day = await loadClassDay(repos, schoolClass, date);
    const marked = new Map<string, MarkedEntry>(
      input.entries.map((e) => [e.studentId.toLowerCase(), { status: e.status, note: e.note }]),
    );
    const writes = planClassDay({ schoolClass, date, marked, ...day });
    const announcements = writes
      .map((w) => attendanceAnnouncement(w.student, w.record, w.previous, now))
      .filter((a): a is Announcement => a !== null);

    await allOrNothing([
      repos.attendance.putDays(
        writes.map((w) => w.record),
        writes.flatMap((w) => (w.previous ? [w.previous] : [])),
      ),
      repos.updates.createAll(announcements.map((a) => a.update)),
    ]);
    for (const { recipients, event } of announcements) await live.publish(recipients, event);

    const written = new Map(writes.map((w) => [w.student._id.toHexString(), w.record]));
    const records = [
      ...day.records.filter((r) => !written.has(r.studentId.toHexString())),
      ...written.values(),
    ];
    ctx.body = toClassDayDto(schoolClass, date, { ...day, records }, lang);
  };
}
