import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { GoogleAuthResponse } from '@d742/contracts';
import { AppError } from '@d742/service-kit';
import type { HandlerDeps } from './context';
import { identityOf } from '../http/request';
import { GOOGLE_STATE_TTL_MS } from '../policies';

export const GOOGLE_CONSENT_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.coursework.me.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.announcements.readonly',
  'https://www.googleapis.com/auth/classroom.guardianlinks.me.readonly',
] as const;

class GoogleNotConfiguredError extends AppError {
  constructor() {
    super(503, 'Google Classroom is not configured for this district', {
      defaultCode: 'GOOGLE_NOT_CONFIGURED',
    });
  }
}

/** Builds the consent URL; Google sends the browser back to /api/auth/google/callback. */
export function googleAuthHandler(s: HandlerDeps): Koa.Middleware {
  return async (ctx) => {
    const google = s.config.google;
    if (!google) throw new GoogleNotConfiguredError();
    const nonce = randomBytes(12).toString('base64url');
    const state = s.tokens.sign(
      'google-state',
      [identityOf(ctx).userId, nonce],
      s.clock().getTime() + GOOGLE_STATE_TTL_MS,
    );
    const url = new URL(GOOGLE_CONSENT_URL);
    url.search = new URLSearchParams({
      client_id: google.clientId,
      redirect_uri: google.redirectUri,
      response_type: 'code',
      scope: GOOGLE_CLASSROOM_SCOPES.join(' '),
      access_type: 'offline',
      include_granted_scopes: 'true',
      prompt: 'consent',
      state,
    }).toString();
    const body: GoogleAuthResponse = { authUrl: url.toString() };
    ctx.body = body;
  };
}
