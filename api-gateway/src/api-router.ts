import type { Context, Middleware } from 'koa';
import { signIdentity, type Identity } from '@d742/service-kit';
import { SESSION_COOKIE, type ServiceName } from '@d742/contracts';
import {
  MethodNotAllowedError,
  NotFoundError,
  NotImplementedError,
  UnauthorizedError,
} from './errors';
import { FORWARDED_REQUEST_HEADERS, pickHeaders, proxyRequest } from './proxy';
import type { RouteTable } from './route-table';
import type { SessionResolver } from './session-resolver';

export const PROXY_TIMEOUT_MS = 15_000;
const LOGOUT_ROUTE = 'POST /api/auth/logout';

export interface ApiRouterOptions {
  table: RouteTable;
  sessions: SessionResolver;
  services: Record<ServiceName, string>;
  secret: string;
  /** Called after a sign-out went through, e.g. to close that session's live sockets. */
  onSignOut?: (sid: string) => void;
}

/** Routes /api/* by the API table: authenticate, sign the identity, proxy to the owning service. */
export function apiRouter(opts: ApiRouterOptions): Middleware {
  return async (ctx: Context, next) => {
    if (!ctx.path.startsWith('/api/')) return next();

    const match = opts.table.match(ctx.method, ctx.path);
    if (match.kind === 'none') throw new NotFoundError('Not found');
    if (match.kind === 'method-not-allowed') {
      ctx.set('Allow', match.allowed.join(', '));
      throw new MethodNotAllowedError();
    }
    const { route } = match;
    const sid = ctx.cookies.get(SESSION_COOKIE);

    let identity: Identity = { userId: '', role: 'anonymous', clientIp: ctx.ip };
    if (route.auth) {
      const user = await opts.sessions.resolve(sid);
      if (!user) throw new UnauthorizedError('Not signed in');
      identity = { userId: user.userId, role: user.role, clientIp: ctx.ip };
    }
    if (!route.built) throw new NotImplementedError('This feature is not available yet');

    const headers = {
      ...pickHeaders(ctx, FORWARDED_REQUEST_HEADERS),
      // Only identity reads cookies (sessions, access grant, device); other services never see them.
      ...(route.service === 'identity' ? pickHeaders(ctx, ['cookie']) : {}),
      'x-forwarded-proto': ctx.protocol,
      ...signIdentity(opts.secret, identity),
    };
    const signingOut = route.key === LOGOUT_ROUTE;
    if (signingOut) opts.sessions.forget(sid);

    await proxyRequest(ctx, {
      target: opts.services[route.service],
      path: ctx.url,
      headers,
      timeoutMs: PROXY_TIMEOUT_MS,
      bodyLimit: route.bodyLimit,
    });

    if (signingOut && sid && ctx.status < 400) {
      opts.sessions.forget(sid);
      opts.onSignOut?.(sid);
    }
  };
}
