import { attendanceListQuerySchema } from '@d742/contracts';
import { validateInput } from '../domain/staff-errors';
import { toAttendanceRecordDto } from '../mappers/attendance-record';
import type { AcademicsContext, Repositories } from './context';
import { visibleStudent } from './load-visible-student';

/**
 * GET /api/students/:id/attendance: the days recorded so far, newest first, in the reader's
 * language; `?limit=` (1-200) the newest few only (the calendar's latest days).
 */
export function listStudentAttendanceHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const { limit } = validateInput(attendanceListQuerySchema, ctx.query, ctx.state.language);
    const records = await repos.attendance.listForStudent(visibleStudent(ctx)._id, limit);
    ctx.body = records.map((r) => toAttendanceRecordDto(r, ctx.state.language));
  };
}
