import type { Middleware } from 'koa';
import {
  readinessSchema,
  type GatewayReadiness,
  type ServiceHealth,
  type ServiceName,
} from '@d742/contracts';
import type { LiveBus } from './live/live-bus';
import { RedisLiveBus } from './live/redis-live-bus';

/** GET {service}/ready: up only when it answers ready in time; what it said, when it said anything. */
export async function probeReady(
  name: ServiceName,
  baseUrl: string,
  timeoutMs: number,
  checkedAt: string,
): Promise<ServiceHealth> {
  const started = performance.now();
  const unknown = { version: null, uptimeSeconds: null, database: null, checkedAt };
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    status = res.status;
    text = await res.text();
  } catch {
    return { name, status: 'down', responseTimeMs: null, ...unknown };
  }
  const responseTimeMs = Math.round(performance.now() - started);
  let readiness: ReturnType<typeof readinessSchema.safeParse>;
  try {
    readiness = readinessSchema.safeParse(JSON.parse(text));
  } catch {
    return { name, status: 'down', responseTimeMs, ...unknown };
  }
  if (!readiness.success) return { name, status: 'down', responseTimeMs, ...unknown };
  const { data } = readiness;
  return {
    name,
    status: status === 200 && data.status === 'ready' ? 'up' : 'down',
    responseTimeMs,
    version: data.version,
    uptimeSeconds: data.uptimeSeconds,
    database: data.database,
    checkedAt,
  };
}

export interface ReadyRouteOptions {
  services: Record<ServiceName, string>;
  /** GATEWAY_REQUIRED_SERVICES */
  required: readonly ServiceName[];
  bus: LiveBus;
  version: string;
  startedAt: number;
  now: () => number;
  /** Each service's /ready probe; default 1 s, so the answer comes within about a second. */
  probeTimeoutMs?: number;
}

/**
 * GET /ready (readiness): 503 while a required service is not ready, so a load balancer sends
 * traffic to another gateway. GET /health stays the cheap liveness answer.
 */
export function readyRoute(opts: ReadyRouteOptions): Middleware {
  const timeoutMs = opts.probeTimeoutMs ?? 1_000;
  return async (ctx, next) => {
    if (ctx.path !== '/ready' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const checkedAt = new Date(opts.now()).toISOString();
    const probes = await Promise.all(
      (Object.entries(opts.services) as [ServiceName, string][]).map(([name, url]) =>
        probeReady(name, url, timeoutMs, checkedAt),
      ),
    );
    const services = Object.fromEntries(probes.map((p) => [p.name, p.status])) as Record<
      ServiceName,
      'up' | 'down'
    >;
    const down = opts.required.filter((name) => services[name] !== 'up');
    const redis = opts.bus instanceof RedisLiveBus ? opts.bus : null;
    const body: GatewayReadiness = {
      status: down.length === 0 ? 'ready' : 'not-ready',
      service: 'api-gateway',
      version: opts.version,
      uptimeSeconds: Math.max(0, Math.floor((opts.now() - opts.startedAt) / 1000)),
      services,
      required: [...opts.required],
      down,
      live: {
        bus: redis ? 'redis' : 'in-process',
        redis: redis ? (redis.status === 'ready' ? 'up' : 'down') : null,
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.status = down.length === 0 ? 200 : 503;
    ctx.body = body;
  };
}
