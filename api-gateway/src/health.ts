import type { Middleware } from 'koa';
import type { ServiceName } from '@d742/contracts';

export type ServiceHealth = 'up' | 'down';

async function probe(url: string, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok ? 'up' : 'down';
  } catch {
    return 'down';
  }
}

/** GET /health: the gateway is up; each service is probed quickly so one slow service cannot stall it. */
export function healthRoute(services: Record<ServiceName, string>, timeoutMs = 1_000): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/health' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const entries = await Promise.all(
      Object.entries(services).map(
        async ([name, url]) => [name, await probe(url, timeoutMs)] as const,
      ),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: 'ok',
      services: Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>,
    };
  };
}
