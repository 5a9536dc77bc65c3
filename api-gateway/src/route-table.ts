import type { Context } from 'koa';
import { API_ROUTES, type ApiRoute, type HttpMethod } from '@d742/contracts';

export interface GatewayRoute extends ApiRoute {
  /** "METHOD /path/:param" */
  key: string;
  built: boolean;
  bodyLimit: number;
}

export type RouteMatch =
  /** `params`: the path's `:name` segments, URL-decoded. */
  | { kind: 'route'; route: GatewayRoute; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'none' };

export interface RouteTable {
  routes: readonly GatewayRoute[];
  match(method: string, path: string): RouteMatch;
  /**
   * `match(ctx.method, ctx.path)`, worked out once per request: the traffic count, the rate limit
   * and the router each ask it of every /api request.
   */
  matchRequest(ctx: Pick<Context, 'method' | 'path' | 'req'>): RouteMatch;
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** A route's path by segment: the literal text, or the name of a `:name` parameter. */
type Segment = string | { param: string };
interface CompiledRoute {
  route: GatewayRoute;
  segments: Segment[];
}

function compile(route: GatewayRoute): CompiledRoute {
  const segments = route.path
    .split('/')
    .map((segment): Segment => (segment.startsWith(':') ? { param: segment.slice(1) } : segment));
  return { route, segments };
}

/** Every literal segment equal, every parameter non-empty. */
function onPath(compiled: CompiledRoute, parts: readonly string[]): boolean {
  return compiled.segments.every((segment, i) =>
    typeof segment === 'string' ? segment === parts[i] : parts[i] !== '',
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The gateway's view of the contracts' route table (which routes are built, body limits). */
export function createRouteTable(apiRoutes: readonly ApiRoute[] = API_ROUTES): RouteTable {
  const routes = apiRoutes.map((route) => ({
    ...route,
    key: routeKey(route),
    built: !route.planned,
    bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
  }));
  // By segment count: a path is only ever compared with the routes of its own length.
  const bySegments = new Map<number, CompiledRoute[]>();
  for (const route of routes) {
    const compiled = compile(route);
    const sameLength = bySegments.get(compiled.segments.length) ?? [];
    sameLength.push(compiled);
    bySegments.set(compiled.segments.length, sameLength);
  }

  const match = (method: string, path: string): RouteMatch => {
    const parts = path.split('/');
    const candidates = (bySegments.get(parts.length) ?? []).filter((c) => onPath(c, parts));
    if (candidates.length === 0) return { kind: 'none' };
    const hit = candidates.find((c) => c.route.method === method);
    if (hit) {
      const params: Record<string, string> = {};
      hit.segments.forEach((segment, i) => {
        if (typeof segment !== 'string') params[segment.param] = decodeSegment(parts[i]!);
      });
      return { kind: 'route', route: hit.route, params };
    }
    return { kind: 'method-not-allowed', allowed: candidates.map((c) => c.route.method) };
  };

  const matched = new WeakMap<object, { method: string; path: string; match: RouteMatch }>();
  return {
    routes,
    match,
    matchRequest(ctx) {
      const known = matched.get(ctx.req);
      if (known && known.method === ctx.method && known.path === ctx.path) return known.match;
      const fresh = { method: ctx.method, path: ctx.path, match: match(ctx.method, ctx.path) };
      matched.set(ctx.req, fresh);
      return fresh.match;
    },
  };
}
