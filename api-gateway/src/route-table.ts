import { API_ROUTES, type ApiRoute, type HttpMethod } from '@d742/contracts';

export interface GatewayRoute extends ApiRoute {
  /** "METHOD /path/:param" */
  key: string;
  built: boolean;
  bodyLimit: number;
}

export type RouteMatch =
  | { kind: 'route'; route: GatewayRoute }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'none' };

export interface RouteTable {
  routes: readonly GatewayRoute[];
  match(method: string, path: string): RouteMatch;
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

function compilePath(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
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
  const compiled = routes.map((route) => ({ route, pattern: compilePath(route.path) }));

  return {
    routes,
    match(method, path) {
      const onPath = compiled.filter((c) => c.pattern.test(path));
      if (onPath.length === 0) return { kind: 'none' };
      const hit = onPath.find((c) => c.route.method === method);
      if (hit) return { kind: 'route', route: hit.route };
      return { kind: 'method-not-allowed', allowed: onPath.map((c) => c.route.method) };
    },
  };
}
