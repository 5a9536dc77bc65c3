import { toAttendanceRecordDto } from '../mappers/attendance-record';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/** GET /api/students/:id/attendance: newest day first, in the reader's language. */
export function listStudentAttendanceHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const records = await repos.attendance.listForStudent(visibleStudent(ctx)._id);
    ctx.body = records.map((r) => toAttendanceRecordDto(r, ctx.state.language));
  };
}
