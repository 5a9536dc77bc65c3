import { computeAttendanceRate, computeGpa } from '../domain/student-stats';
import { toStudentDto } from '../mappers/student';
import { currentSummary, type SummaryFigures } from '../repositories/student-summary';
import type { AcademicsContext, Repositories } from './context';

/**
 * GET /api/students: the caller's students with GPA and attendance. A child's figures are kept on
 * the child (the computed pattern, models/student.ts); only a child whose records changed since is
 * computed from its grades and attendance again, and its figures are kept for the next read.
 */
export function listStudentsHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const students = await repos.students.listVisible(ctx.state.identity);
    const figures = new Map<string, SummaryFigures>();
    const stale = students.filter((s) => {
      const current = currentSummary(s);
      if (current) figures.set(s._id.toHexString(), current);
      return !current;
    });
    if (stale.length > 0) {
      const ids = stale.map((s) => s._id);
      const [letters, statuses] = await Promise.all([
        repos.grades.lettersByStudent(ids),
        repos.attendance.statusesByStudent(ids),
      ]);
      await Promise.all(
        stale.map((s) => {
          const key = s._id.toHexString();
          const computed = {
            gpa: computeGpa(letters.get(key) ?? []),
            attendanceRate: computeAttendanceRate(statuses.get(key) ?? []),
          };
          figures.set(key, computed);
          return repos.students.storeSummary(s, computed);
        }),
      );
    }
    ctx.body = students.map((s) => toStudentDto(s, figures.get(s._id.toHexString())!));
  };
}
