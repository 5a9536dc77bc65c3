import { toHealthAlertDto } from '../mappers/health-alert';
import type { HandlerDeps, ReportsContext } from './context';

/** GET /api/students/:id/health-alerts: newest first, in the reader's language. */
export function listHealthAlertsHandler({ reports }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const docs = await reports.healthAlertsFor(ctx.state.access!.student.id);
    ctx.body = docs.map((d) => toHealthAlertDto(d, ctx.state.language));
  };
}
