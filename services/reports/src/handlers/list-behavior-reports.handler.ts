import { toBehaviorReportDto } from '../mappers/behavior-report';
import type { HandlerDeps, ReportsContext } from './context';

/** GET /api/students/:id/behavior-reports: newest first, in the reader's language. */
export function listBehaviorReportsHandler({ reports }: HandlerDeps) {
  return async (ctx: ReportsContext) => {
    const docs = await reports.behaviorReportsFor(ctx.state.access!.student.id);
    ctx.body = docs.map((d) => toBehaviorReportDto(d, ctx.state.language));
  };
}
