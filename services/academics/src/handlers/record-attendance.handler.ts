import { recordAttendanceRequestSchema } from '@d742/contracts';
import { validate, ValidationError } from '@d742/service-kit';
import { attendanceNotice, isAlerting } from '../domain/attendance-notice';
import { parentsOf } from '../domain/audience';
import { schoolDay, toAttendanceRecordDto } from '../mappers/attendance-record';
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
    const today = schoolDay(clock());
    if (input.date > today) {
      throw new ValidationError('Attendance cannot be recorded for a future day', {
        code: 'FUTURE_DATE',
      });
    }
    const note: AttendanceRecordDoc['note'] = input.note
      ? { so: input.note, en: input.note }
      : null;
    const { record, previous } = await repos.attendance.recordDay({
      studentId: student._id,
      date: new Date(`${input.date}T00:00:00.000Z`),
      status: input.status,
      note,
    });

    if (isAlerting(input.status) && previous?.status !== input.status) {
      const { title, message } = attendanceNotice({
        studentName: student.firstName,
        date: input.date,
        status: input.status,
        today: input.date === today,
      });
      await repos.updates.create({
        studentIds: [student._id],
        type: 'attendance',
        title,
        description: note
          ? { so: `${message.so} ${note.so}`, en: `${message.en} ${note.en}` }
          : message,
        createdAt: clock(),
      });
      await live.publish(parentsOf(student), {
        type: 'attendance_alert',
        message: message.so,
        i18n: message,
      });
    }

    ctx.status = previous ? 200 : 201;
    ctx.body = toAttendanceRecordDto(record, ctx.state.language);
  };
}
