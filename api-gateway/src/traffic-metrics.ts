import type { Middleware } from 'koa';
import type { RouteTable } from './route-table';

export const TRAFFIC_WINDOW_MINUTES = 15;
const MINUTE_MS = 60_000;

export interface RouteTraffic {
  /** The route pattern, 'GET /api/students/:id/grades', never a concrete path. */
  route: string;
  requests: number;
  /** Answers with status 500 or more (the gateway's or the service's fault); 4xx are the caller's and do not count. */
  errors: number;
}

export interface TrafficSnapshot {
  windowMinutes: number;
  /** Busiest first, then by route. */
  routes: RouteTraffic[];
}

interface Counts {
  requests: number;
  errors: number;
}

/**
 * Requests and errors per API route in one-minute buckets over the last 15 minutes. In memory and
 * per gateway instance: behind a load balancer each instance counts only what it answered, and a
 * restart starts from zero.
 */
export class TrafficMetrics {
  /** minute number (epoch ms / 60 000) → route key → counts */
  private readonly buckets = new Map<number, Map<string, Counts>>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly windowMinutes = TRAFFIC_WINDOW_MINUTES,
  ) {}

  record(route: string, status: number): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    this.prune(minute);
    let bucket = this.buckets.get(minute);
    if (!bucket) {
      bucket = new Map();
      this.buckets.set(minute, bucket);
    }
    const counts = bucket.get(route) ?? { requests: 0, errors: 0 };
    counts.requests += 1;
    if (status >= 500) counts.errors += 1;
    bucket.set(route, counts);
  }

  snapshot(): TrafficSnapshot {
    const minute = Math.floor(this.now() / MINUTE_MS);
    this.prune(minute);
    const totals = new Map<string, Counts>();
    for (const bucket of this.buckets.values()) {
      for (const [route, counts] of bucket) {
        const total = totals.get(route) ?? { requests: 0, errors: 0 };
        total.requests += counts.requests;
        total.errors += counts.errors;
        totals.set(route, total);
      }
    }
    const routes = [...totals]
      .map(([route, counts]) => ({ route, ...counts }))
      .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
    return { windowMinutes: this.windowMinutes, routes };
  }

  /** Drops buckets older than the window (the current minute is the window's last). */
  private prune(currentMinute: number): void {
    for (const minute of this.buckets.keys()) {
      if (minute <= currentMinute - this.windowMinutes) this.buckets.delete(minute);
    }
  }
}

/**
 * Counts every /api request that matches the route table, under its route key, with its final
 * status. Mount it outside the error handler so thrown errors are counted with the status they get.
 */
export function trafficMetrics(table: RouteTable, metrics: TrafficMetrics): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const match = table.matchRequest(ctx);
    if (match.kind !== 'route') return next();
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } finally {
      metrics.record(match.route.key, status);
    }
  };
}
