import { computeAttendanceRate, computeGpa } from '../domain/student-stats';
import { toStudentDto } from '../mappers/student';
import type { AcademicsContext, Repositories } from './context';

/** GET /api/students: the caller's students with GPA and attendance computed from their records. */
export function listStudentsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const students = await repos.students.listVisible(ctx.state.identity);
    const ids = students.map((s) => s._id);
    const [letters, statuses] = await Promise.all([
      repos.grades.lettersByStudent(ids),
      repos.attendance.statusesByStudent(ids),
    ]);
    ctx.body = students.map((s) => {
      const key = s._id.toHexString();
      return toStudentDto(s, {
        gpa: computeGpa(letters.get(key) ?? []),
        attendanceRate: computeAttendanceRate(statuses.get(key) ?? []),
      });
    });
  };
}
