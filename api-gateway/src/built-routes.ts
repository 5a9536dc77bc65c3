/**
 * The routes whose service is built. Every other route of API_ROUTES answers 501 (after
 * authentication) until its issue lands: add its "METHOD path" here then.
 */
export const BUILT_ROUTES: readonly string[] = [
  'POST /api/auth/verify-access-code',
  'POST /api/auth/login',
  'POST /api/auth/passcode',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'GET /api/auth/session',
  'GET /api/auth/google',
  'GET /api/user/profile',
  'GET /api/students',
  'GET /api/students/:id/assignments/pending',
  'GET /api/students/:id/assignments',
  'GET /api/students/:id/grades',
  'POST /api/students/:id/grades',
  'GET /api/students/:id/attendance',
  'POST /api/students/:id/attendance',
  'GET /api/updates',
  'GET /api/events',
  'GET /api/system/status',
  'GET /api/messages',
  'GET /api/messages/unread-count',
  'PATCH /api/messages/:id/read',
  'POST /api/messages',
];

const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 1 * MB;

/** Routes that legitimately carry more than the default body (voice uploads are multipart audio). */
export const BODY_LIMIT_OVERRIDES: Readonly<Record<string, number>> = {
  'POST /api/voice/chat-complete': 10 * MB,
  'POST /api/voice/transcribe': 10 * MB,
};
