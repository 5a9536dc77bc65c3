import type Koa from 'koa';
import { auditQuerySchema, type AuditEntry } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';

/** GET /api/admin/audit?limit=50: newest first. */
export function auditListHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const { limit } = validate(auditQuerySchema, { ...ctx.query });
    const entries = await s.audit.list(limit);
    ctx.body = entries.map((e): AuditEntry => ({
      id: e._id.toHexString(),
      at: e.at.toISOString(),
      actor: { id: e.actorId, username: e.actorUsername },
      action: e.action,
      target: e.target,
      details: e.details ?? {},
    }));
  };
}
