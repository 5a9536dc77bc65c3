import { fileHealthAlertRequestSchema } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import { Types } from 'mongoose';
import { healthAlertNotice, urgentHealthAlert } from '../domain/report-notices';
import { toHealthAlertDto } from '../mappers/health-alert';
import type { HandlerDeps, ReportsContext } from './context';
import { studentFor } from './student-access';

/**
 * POST /api/students/:id/health-alerts (administrators and health staff, decision 010): the
 * nurse's name is the school's record of the filer. The parents get a notification; a high
 * severity also raises a system alert naming the child and the alert.
 */
export function fileHealthAlertHandler({ reports, academics, live, clock }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const input = validate(fileHealthAlertRequestSchema, ctx.request.body);
    const { student, staff } = await studentFor(ctx, academics, 'file-health');
    const alert = await reports.fileHealthAlert({
      studentId: new Types.ObjectId(student.id),
      severity: input.severity,
      type: input.type,
      summary: input.summary,
      details: input.details ?? null,
      actionTaken: input.actionTaken ?? null,
      parentContactRequired: input.parentContactRequired,
      followUpRequired: input.followUpRequired,
      nurseName: staff?.displayName ?? 'School staff',
      filedBy: ctx.state.identity.userId,
      createdAt: clock(),
    });
    await live.publish(student.parentIds, healthAlertNotice(student.firstName, alert));
    if (alert.severity === 'high') {
      await live.publish(student.parentIds, urgentHealthAlert(student.firstName, alert));
    }
    ctx.status = 201;
    ctx.body = toHealthAlertDto(alert, ctx.state.language);
  };
}
