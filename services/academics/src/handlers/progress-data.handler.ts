import {
  objectIdSchema,
  progressDataQuerySchema,
  type ProgressDataResponse,
} from '@d742/contracts';
import { NotFoundError, validate, type Identity } from '@d742/service-kit';
import { toAssignmentDto } from '../mappers/assignment';
import { toAttendanceRecordDto } from '../mappers/attendance-record';
import { toGradeEntryDto } from '../mappers/grade-entry';
import { toStudentFamilyCard } from '../mappers/student-family-card';
import type { AcademicsContext, Repositories } from './context';

const DAY_MS = 86_400_000;

/**
 * GET /internal/students/:id/progress-data?userId=&role=&from=&to=&lang= (role system, for the
 * reports service's PDF): grades recorded, assignments due and attendance days of one student
 * within the period, in `lang`. A student the viewer may not see answers like a missing one
 * (404), with the same rule as the public reads, so a PDF never shows more than the app does.
 */
export function progressDataHandler(repos: Repositories) {
  return async (ctx: AcademicsContext) => {
    const id = validate(objectIdSchema, ctx.params.id);
    const query = validate(progressDataQuerySchema, ctx.query);
    const viewer: Identity = {
      userId: query.userId,
      role: query.role,
      clientIp: ctx.state.identity.clientIp,
    };
    const student = await repos.students.findVisible(viewer, id);
    if (!student) throw new NotFoundError('Student not found');
    // Whole UTC days, the same days attendance is stored under; `to` is included.
    const from = new Date(`${query.from}T00:00:00.000Z`);
    const until = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
    const [grades, assignments, attendance] = await Promise.all([
      repos.grades.listForStudentBetween(student._id, from, until),
      repos.assignments.listForStudentDueBetween(student._id, from, until),
      repos.attendance.listForStudentBetween(student._id, from, until),
    ]);
    const body: ProgressDataResponse = {
      student: toStudentFamilyCard(student),
      grades: grades.map((g) => toGradeEntryDto(g, query.lang)),
      assignments: assignments.map((a) => toAssignmentDto(a, query.lang)),
      attendance: attendance.map((r) => toAttendanceRecordDto(r, query.lang)),
    };
    ctx.body = body;
  };
}
