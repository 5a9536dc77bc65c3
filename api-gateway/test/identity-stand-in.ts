import type Koa from 'koa';
import {
  internalRemoteOverrideRequestSchema,
  internalRollbackRequestSchema,
  REMOTE_NAMES,
  remoteNameSchema,
  type RemoteName,
  type RemoteOverride,
  type Role,
} from '@d742/contracts';
import { createServiceApp, validate, ConflictError, NotFoundError } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';

/** The session ids the stand-in knows, by role: send them as the d742_sid cookie. */
export const STAND_IN_SESSIONS = {
  parent: { sid: 'stand-in-parent-session-0001', userId: '64b0000000000000000000a1' },
  teacher: { sid: 'stand-in-teacher-session-001', userId: '64b0000000000000000000a2' },
  admin: { sid: 'stand-in-admin-session-00001', userId: '64b0000000000000000000a3' },
} as const satisfies Partial<Record<Role, { sid: string; userId: string }>>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The signed caller's role (x-d742-user-role as verified). */
  role: string;
  body: unknown;
}

export interface IdentityStandIn {
  app: Koa;
  /** Every request but /ready and session lookups, in order. */
  calls: RecordedCall[];
  /** Sets an override as another gateway instance would. */
  setOverride(name: RemoteName, manifestUrl: string | null): void;
}

/**
 * Identity's internal remote-override routes and session lookups, exactly as the contract
 * (@d742/contracts admin.ts) describes them, while the real ones are built in parallel. History per
 * remote: set pushes, rollback pops back to the previous manifest (409 when there is none).
 */
export function createIdentityStandIn(): IdentityStandIn {
  const calls: RecordedCall[] = [];
  const history = new Map<RemoteName, (string | null)[]>();
  const updatedAt = new Map<RemoteName, string>();

  const setOverride = (name: RemoteName, manifestUrl: string | null) => {
    history.set(name, [...(history.get(name) ?? []), manifestUrl]);
    updatedAt.set(name, new Date().toISOString());
  };
  const list = (): RemoteOverride[] =>
    REMOTE_NAMES.flatMap((name) => {
      const entries = history.get(name);
      if (!entries?.length) return [];
      return [{ name, manifestUrl: entries.at(-1) ?? null, updatedAt: updatedAt.get(name) ?? '' }];
    });

  const app = createServiceApp({ name: 'identity', secret: TEST_SECRET, logger: testLogger() });
  app.use(async (ctx, next) => {
    const session = /^\/internal\/sessions\/([^/]+)$/.exec(ctx.path);
    if (session && ctx.method === 'GET') {
      const sid = decodeURIComponent(session[1]!);
      const found = Object.entries(STAND_IN_SESSIONS).find(([, s]) => s.sid === sid);
      if (!found || ctx.state.identity.role !== 'system') throw new NotFoundError();
      ctx.body = { user: { id: found[1].userId, role: found[0] } };
      return;
    }
    calls.push({
      method: ctx.method,
      path: ctx.path,
      role: ctx.state.identity.role,
      body: ctx.request.body,
    });
    if (ctx.path.startsWith('/internal/') && ctx.state.identity.role !== 'system') {
      ctx.status = 403;
      ctx.body = { error: 'Forbidden', code: 'FORBIDDEN' };
      return;
    }
    if (ctx.path === '/internal/remote-overrides' && ctx.method === 'GET') {
      ctx.body = list();
      return;
    }
    const override = /^\/internal\/remote-overrides\/([^/]+)(\/rollback)?$/.exec(ctx.path);
    if (override && ctx.method === 'POST') {
      const name = remoteNameSchema.safeParse(override[1]);
      if (!name.success) throw new NotFoundError('Remote not found');
      if (override[2]) {
        validate(internalRollbackRequestSchema, ctx.request.body);
        const entries = history.get(name.data) ?? [];
        if (entries.length === 0)
          throw new ConflictError('Nothing to roll back to', { code: 'NOTHING_TO_ROLL_BACK' });
        entries.pop();
        updatedAt.set(name.data, new Date().toISOString());
      } else {
        const { manifestUrl } = validate(internalRemoteOverrideRequestSchema, ctx.request.body);
        setOverride(name.data, manifestUrl);
      }
      ctx.body = list().find((o) => o.name === name.data) ?? {
        name: name.data,
        manifestUrl: null,
        updatedAt: new Date().toISOString(),
      };
      return;
    }
    if (ctx.path === '/api/admin/audit' && ctx.method === 'GET') {
      ctx.body = [];
      return;
    }
    await next();
  });
  return { app, calls, setOverride };
}
