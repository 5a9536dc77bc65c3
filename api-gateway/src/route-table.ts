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
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
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
  const compiled = routes.map((route) => ({ route, ...compilePath(route.path) }));

  return {
    routes,
    match(method, path) {
      const onPath = compiled.filter((c) => c.pattern.test(path));
      if (onPath.length === 0) return { kind: 'none' };
      const hit = onPath.find((c) => c.route.method === method);
      if (hit) {
        const values = hit.pattern.exec(path)?.slice(1) ?? [];
        const params = Object.fromEntries(
          hit.names.map((name, i) => [name, decodeSegment(values[i] ?? '')]),
        );
        return { kind: 'route', route: hit.route, params };
      }
      return { kind: 'method-not-allowed', allowed: onPath.map((c) => c.route.method) };
    },
  };
}
