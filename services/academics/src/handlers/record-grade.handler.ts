import { recordGradeRequestSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { familyOf } from '../domain/audience';
import { gradeNotice } from '../domain/grade-notice';
import { localizeSubject } from '../domain/subjects';
import { toGradeEntryDto } from '../mappers/grade-entry';
import type { AcademicsContext, HandlerDeps } from './context';
import { visibleStudent } from './load-visible-student';

/**
 * POST /api/students/:id/grades (teachers of the student, administrators): stores the entry
 * under the teacher's name, tells the family in an update and on the live channel, answers 201.
 */
export function recordGradeHandler({ repos, live, clock }: HandlerDeps) {
  return async (ctx: AcademicsContext) => {
    const student = visibleStudent(ctx);
    const input = validate(recordGradeRequestSchema, ctx.request.body);
    const recordedAt = clock();
    const teacherName = await repos.staff.displayName(ctx.state.identity.userId);
    const subject = localizeSubject(input.subject);
    const assignment = { so: input.assignment, en: input.assignment };

    const entry = await repos.grades.create({
      studentId: student._id,
      assignment,
      subject,
      teacherId: ctx.state.identity.userId,
      teacherName,
      grade: input.grade,
      points: input.points,
      maxPoints: input.maxPoints,
      recordedAt,
    });
    await repos.updates.create({
      studentIds: [student._id],
      teacherIds: student.teacherIds,
      familyIds: familyOf(student),
      type: 'grade',
      ...gradeNotice({ ...input, studentName: student.firstName, subject, assignment }),
      teacherName,
      subject,
      createdAt: recordedAt,
    });
    await live.publish(familyOf(student), {
      type: 'grade_update',
      subject: input.subject,
      grade: input.grade,
      studentName: student.firstName,
    });

    ctx.status = 201;
    ctx.body = toGradeEntryDto(entry, ctx.state.language);
  };
}
