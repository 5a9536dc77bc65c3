import type { HandlerDeps } from './context';
import type { AuditAction } from '../models/audit.model';
import type { UserRecord } from '../models/user.model';

/** Who (the administrator), what and when; `details` never carries a secret. */
export function recordAudit(
  s: Pick<HandlerDeps, 'audit' | 'clock'>,
  actor: Pick<UserRecord, '_id' | 'username'>,
  action: AuditAction,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  return s.audit.record({
    at: s.clock(),
    actorId: actor._id.toHexString(),
    actorUsername: actor.username,
    action,
    target,
    details,
  });
}
