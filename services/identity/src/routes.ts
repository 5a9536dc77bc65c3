import { Router } from '@koa/router';
import { requireSystem, requireUser } from '@d742/service-kit';
import type { HandlerDeps } from './handlers/context';
import { requireAccessGrant } from './http/access-grant';
import { googleAuthHandler } from './handlers/google-auth.handler';
import { googleCallbackHandler, googleStatusHandler } from './handlers/google-connection.handler';
import { internalSessionHandler } from './handlers/internal-session.handler';
import { loginHandler } from './handlers/login.handler';
import { logoutHandler } from './handlers/logout.handler';
import { passcodeHandler } from './handlers/passcode.handler';
import { profileHandler } from './handlers/profile.handler';
import { registerHandler } from './handlers/register.handler';
import { sessionHandler } from './handlers/session.handler';
import { verifyAccessCodeHandler } from './handlers/verify-access-code.handler';

export function createRouter(s: HandlerDeps): Router {
  const gate = requireAccessGrant(s);
  const router = new Router();
  router.post('/api/auth/verify-access-code', verifyAccessCodeHandler(s));
  router.post('/api/auth/login', gate, loginHandler(s));
  router.post('/api/auth/passcode', gate, passcodeHandler(s));
  router.post('/api/auth/register', gate, registerHandler(s));
  router.post('/api/auth/logout', logoutHandler(s));
  router.get('/api/auth/session', requireUser(), sessionHandler(s));
  router.get('/api/auth/google', requireUser(), googleAuthHandler(s));
  router.get('/api/auth/google/status', requireUser(), googleStatusHandler(s));
  router.get('/api/auth/google/callback', requireUser(), googleCallbackHandler(s));
  router.get('/api/user/profile', requireUser(), profileHandler(s));
  router.get('/internal/sessions/:sid', requireSystem(), internalSessionHandler(s));
  return router;
}
