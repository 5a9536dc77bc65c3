import { recordAttendanceRequestSchema } from '@d742/contracts';
import { validate, ValidationError } from '@d742/service-kit';
import { attendanceAnnouncement } from '../domain/attendance-notice';
import { dayStart, schoolDay } from '../domain/school-day';
import { toAttendanceRecordDto } from '../mappers/attendance-record';
import type { AttendanceRecordDoc } from '../models';
import type { AcademicsContext, HandlerDeps } from './context';
import { visibleStudent } from './load-visible-student';

/**
 * POST /api/students/:id/attendance (teachers of the student, administrators): one record per
 * student and day (201 when new, 200 when it replaced that day's record). A day that becomes
 * absent or tardy is told to the parents in an update and on the live channel.
 */
export function recordAttendanceHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const student = visibleStudent(ctx);
    const input = validate(recordAttendanceRequestSchema, ctx.request.body);
    if (input.date > schoolDay(clock())) {
      throw new ValidationError('Attendance cannot be recorded for a future day', {
        code: 'FUTURE_DATE',
      });
    }
    const note: AttendanceRecordDoc['note'] = input.note
      ? { so: input.note, en: input.note }
      : null;
    const { record, previous } = await repos.attendance.recordDay({
      studentId: student._id,
      date: dayStart(input.date),
      status: input.status,
      note,
    });

    const announcement = attendanceAnnouncement(student, record, previous, clock());
    if (announcement) {
      await repos.updates.create(announcement.update);
      await live.publish(announcement.recipients, announcement.event);
    }

    ctx.status = previous ? 200 : 201;
    ctx.body = toAttendanceRecordDto(record, ctx.state.language);
  };
}
