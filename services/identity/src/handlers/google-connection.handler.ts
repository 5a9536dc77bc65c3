import type Koa from 'koa';
import type { GoogleConnection } from '@d742/contracts';
import { exchangeGoogleCode } from '../clients/google-oauth';
import { identityOf } from '../http/request';
import type { HandlerDeps } from './context';

/** Where the browser lands after the consent round trip; never the 404 page. */
export const GOOGLE_RETURN_PATH = '/more';

/** GET /api/auth/google/status: configured by the district? connected by this user? */
export function googleStatusHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const connection = s.config.google
      ? await s.googleConnections.find(identityOf(ctx).userId)
      : null;
    const body: GoogleConnection = {
      configured: Boolean(s.config.google),
      connected: Boolean(connection),
      lastSync: connection ? connection.lastSync.toISOString() : null,
    };
    ctx.body = body;
  };
}

/**
 * GET /api/auth/google/callback?code&state: Google sends the browser back here. The signed state
 * must name the signed-in user; the code is exchanged at Google's token endpoint and the refresh
 * token stored encrypted. Every outcome redirects to the More page with `?google=<outcome>`.
 */
export function googleCallbackHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const back = (outcome: 'connected' | 'denied' | 'error') => {
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(`${GOOGLE_RETURN_PATH}?google=${outcome}`);
    };
    const google = s.config.google;
    const userId = identityOf(ctx).userId;
    const state = typeof ctx.query.state === 'string' ? ctx.query.state : undefined;
    const code = typeof ctx.query.code === 'string' ? ctx.query.code : undefined;
    const stateParts = s.tokens.verify('google-state', state, s.clock().getTime());
    if (!google || !stateParts || stateParts[0] !== userId) {
      s.logger.warn({ userId, configured: Boolean(google) }, 'google callback refused');
      return back('error');
    }
    if (typeof ctx.query.error === 'string') return back('denied');
    if (!code) return back('error');
    try {
      const tokens = await exchangeGoogleCode(google, code);
      await s.googleConnections.save(userId, {
        refreshTokenEncrypted: tokens.refresh_token
          ? s.sensitive.encryptToken(tokens.refresh_token)
          : undefined,
        scope: tokens.scope ?? '',
        at: s.clock(),
      });
    } catch (err) {
      s.logger.warn({ err, userId }, 'google code exchange failed');
      return back('error');
    }
    return back('connected');
  };
}
