import { API_ROUTES, type ApiRoute, type HttpMethod } from '@d742/contracts';
import { BODY_LIMIT_OVERRIDES, BUILT_ROUTES, DEFAULT_BODY_LIMIT } from './built-routes';

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

export function createRouteTable(
  apiRoutes: readonly ApiRoute[] = API_ROUTES,
  built: readonly string[] = BUILT_ROUTES,
  bodyLimits: Readonly<Record<string, number>> = BODY_LIMIT_OVERRIDES,
): RouteTable {
  const known = new Set(apiRoutes.map(routeKey));
  const unknownBuilt = built.filter((key) => !known.has(key));
  if (unknownBuilt.length > 0)
    throw new Error(`Built routes missing from API_ROUTES: ${unknownBuilt.join(', ')}`);

  const builtSet = new Set(built);
  const routes = apiRoutes.map((route) => {
    const key = routeKey(route);
    return {
      ...route,
      key,
      built: builtSet.has(key),
      bodyLimit: bodyLimits[key] ?? DEFAULT_BODY_LIMIT,
    };
  });
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
