import type Koa from 'koa';
import {
  internalRemoteOverrideRequestSchema,
  internalRollbackRequestSchema,
  remoteNameSchema,
  type RemoteOverride,
} from '@d742/contracts';
import { ConflictError, ValidationError, validate } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { requestBody } from '../http/request';
import type { RemoteOverrideRecord } from '../models/remote-override.model';
import type { RemoteOverrideChange } from '../repositories/remote-override-repository';
import { recordAudit } from './audit';

function toRemoteOverride(r: RemoteOverrideRecord): RemoteOverride {
  return { name: r._id, manifestUrl: r.manifestUrl, updatedAt: r.updatedAt.toISOString() };
}

async function actorOf(s: HandlerDeps, actorId: string) {
  const actor = await s.users.findById(actorId);
  if (!actor) throw new ValidationError('Unknown actor', { code: 'UNKNOWN_ACTOR' });
  return actor;
}

/** GET /internal/remote-overrides: every remote that has a record (the gateways' shared registry). */
export function listRemoteOverridesHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    ctx.body = (await s.remoteOverrides.list()).map(toRemoteOverride);
  };
}

/** POST /internal/remote-overrides/:name: the gateway has validated the URL; null = default. */
export function setRemoteOverrideHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const name = validate(remoteNameSchema, ctx.params.name);
    const { manifestUrl, actorId } = validate(
      internalRemoteOverrideRequestSchema,
      requestBody(ctx),
    );
    const actor = await actorOf(s, actorId);
    const change = await s.remoteOverrides.set(name, manifestUrl, s.clock());
    await audited(s, actor, 'remote.override', change);
    ctx.body = toRemoteOverride(change.record);
  };
}

/** POST /internal/remote-overrides/:name/rollback: back to the previous manifest. */
export function rollbackRemoteOverrideHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const name = validate(remoteNameSchema, ctx.params.name);
    const { actorId } = validate(internalRollbackRequestSchema, requestBody(ctx));
    const actor = await actorOf(s, actorId);
    const change = await s.remoteOverrides.rollback(name, s.clock());
    if (!change)
      throw new ConflictError('There is no earlier manifest to return to', {
        code: 'NOTHING_TO_ROLL_BACK',
      });
    await audited(s, actor, 'remote.rollback', change);
    ctx.body = toRemoteOverride(change.record);
  };
}

function audited(
  s: HandlerDeps,
  actor: Awaited<ReturnType<typeof actorOf>>,
  action: 'remote.override' | 'remote.rollback',
  change: RemoteOverrideChange,
): Promise<void> {
  return recordAudit(s, actor, action, change.record._id, {
    from: change.from,
    to: change.record.manifestUrl,
  });
}
