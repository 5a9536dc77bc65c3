import type { Context, Middleware } from 'koa';
import { identitySigner, type Identity } from '@d742/service-kit';
import { SESSION_COOKIE, type ServiceName } from '@d742/contracts';
import {
  ForbiddenError,
  MethodNotAllowedError,
  NotFoundError,
  NotImplementedError,
  UnauthorizedError,
} from './errors';
import {
  DEFAULT_UPSTREAM_TIMEOUTS,
  FORWARDED_REQUEST_HEADERS,
  pickHeaders,
  proxyRequest,
  type UpstreamTimeouts,
} from './proxy';
import type { GatewayRoute, RouteTable } from './route-table';
import type { SessionResolver, SessionUser } from './session-resolver';
import { SESSION_TAG_HEADER, sessionTag } from './live/offline-delivery';

const LOGOUT_ROUTE = 'POST /api/auth/logout';
const SMS_INBOUND_ROUTE = 'POST /api/sms/inbound';
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

/** What a route the gateway answers itself (service 'gateway') gets: the signed-in user and the path's parameters. */
export interface LocalRouteRequest {
  route: GatewayRoute;
  /** null only on a route without `auth` */
  user: SessionUser | null;
  params: Record<string, string>;
}
export type LocalRouteHandler = (ctx: Context, request: LocalRouteRequest) => Promise<void>;

export interface ApiRouterOptions {
  table: RouteTable;
  sessions: SessionResolver;
  services: Record<ServiceName, string>;
  /** GATEWAY_CONNECT_TIMEOUT_MS and GATEWAY_UPSTREAM_TIMEOUT_MS; default 1 s and 15 s. */
  timeouts?: UpstreamTimeouts;
  secret: string;
  /** Called after a sign-out went through, e.g. to close that session's live sockets. */
  onSignOut?: (sid: string) => void;
  /** Handlers of the table's 'gateway' routes, by route key ('GET /api/admin/overview'); a missing one answers 501. */
  local?: Readonly<Record<string, LocalRouteHandler>>;
}

/**
 * Routes /api/* by the API table: authenticate, check the route's roles, then either answer it
 * here (service 'gateway') or sign the identity and proxy to the owning service.
 */
export function apiRouter(opts: ApiRouterOptions): Middleware {
  const signIdentity = identitySigner(opts.secret);
  return async (ctx: Context, next) => {
    if (!ctx.path.startsWith('/api/')) return next();

    const match = opts.table.matchRequest(ctx);
    if (match.kind === 'none') throw new NotFoundError('Not found');
    if (match.kind === 'method-not-allowed') {
      ctx.set('Allow', match.allowed.join(', '));
      throw new MethodNotAllowedError();
    }
    const { route } = match;
    const sid = ctx.cookies.get(SESSION_COOKIE);

    let identity: Identity = { userId: '', role: 'anonymous', clientIp: ctx.ip };
    let user: SessionUser | null = null;
    if (route.auth || route.roles) {
      user = await opts.sessions.resolve(sid);
      if (!user) throw new UnauthorizedError('Not signed in');
      identity = { userId: user.userId, role: user.role, clientIp: ctx.ip };
    }
    // Before any proxying: the owning service checks again, but a refused role never reaches it.
    if (route.roles && (!user || !route.roles.includes(user.role))) throw new ForbiddenError();
    if (!route.built) throw new NotImplementedError('This feature is not available yet');

    if (route.service === 'gateway') {
      const handler = opts.local?.[route.key];
      if (!handler) throw new NotImplementedError('This feature is not available yet');
      await handler(ctx, { route, user, params: match.params });
      return;
    }

    const headers = {
      ...pickHeaders(ctx, FORWARDED_REQUEST_HEADERS),
      // Only identity reads cookies (sessions, access grant, device); other services never see them.
      ...(route.service === 'identity' ? pickHeaders(ctx, ['cookie']) : {}),
      // Delivery ties a push subscription to the session that made it (its sign-out removes it).
      ...(route.service === 'delivery' && sid ? { [SESSION_TAG_HEADER]: sessionTag(sid) } : {}),
      // The SMS provider's webhook: delivery verifies the provider's signature itself.
      ...(route.key === SMS_INBOUND_ROUTE ? pickHeaders(ctx, [TWILIO_SIGNATURE_HEADER]) : {}),
      'x-forwarded-proto': ctx.protocol,
      ...signIdentity(identity),
    };
    const signingOut = route.key === LOGOUT_ROUTE;
    if (signingOut) opts.sessions.forget(sid);

    await proxyRequest(ctx, {
      target: opts.services[route.service],
      name: route.service,
      path: ctx.url,
      headers,
      timeoutMs: opts.timeouts?.answerMs ?? DEFAULT_UPSTREAM_TIMEOUTS.answerMs,
      connectTimeoutMs: opts.timeouts?.connectMs,
      bodyLimit: route.bodyLimit,
    });

    if (signingOut && sid && ctx.status < 400) {
      opts.sessions.forget(sid);
      opts.onSignOut?.(sid);
    }
  };
}
