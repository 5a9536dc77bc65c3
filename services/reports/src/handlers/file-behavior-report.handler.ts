import { fileBehaviorReportRequestSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { Types } from 'mongoose';
import { behaviorReportNotice } from '../domain/report-notices';
import { toBehaviorReportDto } from '../mappers/behavior-report';
import type { HandlerDeps, ReportsContext } from './context';
import { studentFor } from './student-access';

/**
 * POST /api/students/:id/behavior-reports (teachers of the child, administrators; the route
 * checks the role): validates before asking academics, so bad input stores nothing and costs no
 * call; the teacher's name is the school's record of them, never the client's. The child's
 * parents are told live.
 */
export function fileBehaviorReportHandler({ reports, academics, live, clock }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const input = validate(fileBehaviorReportRequestSchema, ctx.request.body);
    const { student, staff } = await studentFor(ctx, academics, 'file-behavior');
    const report = await reports.fileBehaviorReport({
      studentId: new Types.ObjectId(student.id),
      type: input.type,
      title: input.title,
      description: input.description,
      category: input.category,
      actionRequired: input.actionRequired,
      teacherName: staff?.displayName ?? 'School staff',
      filedBy: ctx.state.identity.userId,
      createdAt: clock(),
      audioMessageUrl: null,
      audioMessageSomali: null,
    });
    await live.publish(student.parentIds, behaviorReportNotice(student.firstName, report));
    ctx.status = 201;
    ctx.body = toBehaviorReportDto(report, ctx.state.language);
  };
}
