import {
  remoteNameSchema,
  remoteOverrideRequestSchema,
  type AdminOverview,
  type RemoteName,
  type RemoteStatus,
  type ServiceName,
} from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { LocalRouteHandler, LocalRouteRequest } from './api-router';
import { ForbiddenError, NotFoundError, ServiceUnavailableError } from './errors';
import { manifestUrl as defaultManifestUrl, type ModuleRegistry } from './module-registry';
import { probeReady } from './readiness';
import { readJsonBody } from './read-json-body';
import { checkRemoteManifest } from './remote-manifest';
import type { RemoteOverrides } from './remote-overrides';
import type { TrafficMetrics } from './traffic-metrics';

export interface AdminRoutesOptions {
  services: Record<ServiceName, string>;
  registry: ModuleRegistry;
  overrides: RemoteOverrides;
  /** REMOTE_ALLOWED_ORIGINS */
  allowedOrigins: readonly string[];
  /** How the gateway reaches itself (same-origin manifest paths). */
  selfUrl: string;
  traffic: TrafficMetrics;
  liveConnections: () => number;
  /** The gateway's version and start, for the overview. */
  version: string;
  startedAt: number;
  now: () => number;
  /** Each service's /ready probe; default 1 s. */
  probeTimeoutMs?: number;
  /** Fetching a proposed manifest; default 2 s. */
  manifestTimeoutMs?: number;
}

const BODY_LIMIT = 16 * 1024;

function adminOf(request: LocalRouteRequest): string {
  // The route table already demands the admin role; this handler does not rely on it alone.
  if (request.user?.role !== 'admin') throw new ForbiddenError();
  return request.user.userId;
}

function remoteOf(request: LocalRouteRequest): RemoteName {
  const name = remoteNameSchema.safeParse(request.params.name);
  if (!name.success) throw new NotFoundError('Remote not found', { code: 'REMOTE_NOT_FOUND' });
  return name.data;
}

/**
 * The admin dashboard's routes the gateway answers itself ('gateway' routes of the API table),
 * by route key, for apiRouter's `local`.
 */
export function adminRoutes(opts: AdminRoutesOptions): Record<string, LocalRouteHandler> {
  const probeTimeoutMs = opts.probeTimeoutMs ?? 1_000;

  async function statusOf(name: RemoteName): Promise<RemoteStatus> {
    const status = (await opts.registry.statuses()).find((r) => r.name === name);
    if (!status) throw new ServiceUnavailableError();
    return status;
  }

  return {
    'GET /api/admin/overview': async (ctx, request) => {
      adminOf(request);
      const checkedAt = new Date(opts.now()).toISOString();
      const [services, remotes] = await Promise.all([
        Promise.all(
          (Object.entries(opts.services) as [ServiceName, string][]).map(([name, url]) =>
            probeReady(name, url, probeTimeoutMs, checkedAt),
          ),
        ),
        opts.registry.statuses(),
      ]);
      const body: AdminOverview = {
        gateway: {
          version: opts.version,
          uptimeSeconds: Math.max(0, Math.floor((opts.now() - opts.startedAt) / 1000)),
        },
        services,
        remotes,
        live: { connections: opts.liveConnections() },
        traffic: opts.traffic.snapshot(),
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = body;
    },

    'PUT /api/admin/remotes/:name': async (ctx, request) => {
      const actorId = adminOf(request);
      const name = remoteOf(request);
      const { manifestUrl } = validate(
        remoteOverrideRequestSchema,
        await readJsonBody(ctx, BODY_LIMIT),
      );
      const checked = await checkRemoteManifest(
        name,
        manifestUrl,
        { allowedOrigins: opts.allowedOrigins, selfUrl: opts.selfUrl },
        opts.manifestTimeoutMs,
      );
      const isDefault = checked.manifestUrl === defaultManifestUrl(name);
      // The default itself is stored as "no override" (null), so the remote follows REMOTE_URL_* again.
      await opts.overrides.set(name, isDefault ? null : checked.manifestUrl, actorId);
      opts.registry.invalidate();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await statusOf(name);
    },

    'POST /api/admin/remotes/:name/rollback': async (ctx, request) => {
      const actorId = adminOf(request);
      const name = remoteOf(request);
      await opts.overrides.rollback(name, actorId);
      opts.registry.invalidate();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await statusOf(name);
    },
  };
}
