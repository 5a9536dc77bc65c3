import { Router } from '@koa/router';
import { requireRole, requireSystem, requireUser } from '@d742/service-kit';
import type { HandlerDeps } from './handlers/context';
import { requireAccessGrant } from './http/access-grant';
import { accessCodeStatusHandler, rotateAccessCodeHandler } from './handlers/access-code.handler';
import { adminLoginHandler, adminSignInInfoHandler } from './handlers/admin-sign-in.handler';
import { auditListHandler } from './handlers/audit.handler';
import {
  districtContactsHandler,
  updateDistrictContactsHandler,
} from './handlers/district-contacts.handler';
import { exportHandler } from './handlers/export.handler';
import { googleAuthHandler } from './handlers/google-auth.handler';
import { googleCallbackHandler, googleStatusHandler } from './handlers/google-connection.handler';
import { internalSessionHandler } from './handlers/internal-session.handler';
import { loginHandler } from './handlers/login.handler';
import { logoutHandler } from './handlers/logout.handler';
import { internalLanguagesHandler } from './handlers/internal-languages.handler';
import { notificationPreferencesHandler } from './handlers/notification-preferences.handler';
import { passcodeHandler } from './handlers/passcode.handler';
import { profileHandler, updateProfileHandler } from './handlers/profile.handler';
import { registerHandler } from './handlers/register.handler';
import {
  listRemoteOverridesHandler,
  rollbackRemoteOverrideHandler,
  setRemoteOverrideHandler,
} from './handlers/remote-overrides.handler';
import { passcodeChangeHandler, passwordChangeHandler } from './handlers/secret-change.handler';
import { sessionHandler } from './handlers/session.handler';
import { verifyAccessCodeHandler } from './handlers/verify-access-code.handler';

export function createRouter(s: HandlerDeps): Router {
  const gate = requireAccessGrant(s);
  // The gateway checks the role too; identity does not rely on it.
  const admin = requireRole('admin');
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
  router.patch('/api/user/profile', requireUser(), updateProfileHandler(s));
  router.post('/api/user/password', requireUser(), passwordChangeHandler(s));
  router.post('/api/user/passcode', requireUser(), passcodeChangeHandler(s));
  router.get('/api/user/export', requireUser(), exportHandler(s));
  router.get('/api/district/contacts', requireUser(), districtContactsHandler(s));
  // The administrators' sign-in needs no session (and no district access code).
  router.get('/api/admin/sign-in-info', adminSignInInfoHandler(s));
  router.post('/api/admin/login', adminLoginHandler(s));
  router.get('/api/admin/access-code', admin, accessCodeStatusHandler(s));
  router.post('/api/admin/access-code', admin, rotateAccessCodeHandler(s));
  router.put('/api/admin/district/contacts', admin, updateDistrictContactsHandler(s));
  router.get('/api/admin/audit', admin, auditListHandler(s));
  router.get('/internal/sessions/:sid', requireSystem(), internalSessionHandler(s));
  router.get('/internal/remote-overrides', requireSystem(), listRemoteOverridesHandler(s));
  router.post('/internal/remote-overrides/:name', requireSystem(), setRemoteOverrideHandler(s));
  router.post(
    '/internal/remote-overrides/:name/rollback',
    requireSystem(),
    rollbackRemoteOverrideHandler(s),
  );
  router.post('/internal/users/languages', requireSystem(), internalLanguagesHandler(s));
  router.get(
    '/internal/users/:id/notification-preferences',
    requireSystem(),
    notificationPreferencesHandler(s),
  );
  return router;
}
