/**
 * The public API of spec section 7, as data: which service owns each path and whether the
 * caller must be signed in. The gateway routes by this table; tests walk it.
 */
import type { Role } from './common';
import type { ServiceName } from './topology';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Koa-router style path, e.g. /api/students/:id/grades */
  path: string;
  /** 'gateway': the gateway answers it itself (the admin dashboard's own reads and writes). */
  service: ServiceName | 'gateway';
  /** false only for sign-in, registration and access-code calls. */
  auth: boolean;
  /** The owning service is not built yet: the gateway answers 501 after authentication. */
  planned?: true;
  /** Only these roles may call it: the gateway answers 403 to anyone else (the service checks too). */
  roles?: readonly Role[];
  /** Bytes a request body may carry when more than the gateway's default (1 MB). */
  bodyLimit?: number;
}

const MB = 1024 * 1024;

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'POST', path: '/api/auth/verify-access-code', service: 'identity', auth: false },
  { method: 'POST', path: '/api/auth/login', service: 'identity', auth: false },
  { method: 'POST', path: '/api/auth/passcode', service: 'identity', auth: false },
  { method: 'POST', path: '/api/auth/register', service: 'identity', auth: false },
  { method: 'POST', path: '/api/auth/logout', service: 'identity', auth: false },
  { method: 'GET', path: '/api/auth/session', service: 'identity', auth: true },
  { method: 'GET', path: '/api/auth/google', service: 'identity', auth: true },
  // Beyond spec section 7: the Classroom connection's state, and Google's redirect back.
  { method: 'GET', path: '/api/auth/google/status', service: 'identity', auth: true },
  { method: 'GET', path: '/api/auth/google/callback', service: 'identity', auth: true },
  { method: 'GET', path: '/api/user/profile', service: 'identity', auth: true },
  // Beyond spec section 7 (issue 11): the person's own account.
  { method: 'PATCH', path: '/api/user/profile', service: 'identity', auth: true },
  { method: 'POST', path: '/api/user/password', service: 'identity', auth: true },
  { method: 'POST', path: '/api/user/passcode', service: 'identity', auth: true },
  { method: 'GET', path: '/api/user/export', service: 'identity', auth: true },
  { method: 'GET', path: '/api/district/contacts', service: 'identity', auth: true },
  // The administrators' sign-in and dashboard (issue 11).
  { method: 'GET', path: '/api/admin/sign-in-info', service: 'identity', auth: false },
  { method: 'POST', path: '/api/admin/login', service: 'identity', auth: false },
  ...(
    [
      ['GET', '/api/admin/overview', 'gateway'],
      ['PUT', '/api/admin/remotes/:name', 'gateway'],
      ['POST', '/api/admin/remotes/:name/rollback', 'gateway'],
      ['GET', '/api/admin/access-code', 'identity'],
      ['POST', '/api/admin/access-code', 'identity'],
      ['PUT', '/api/admin/district/contacts', 'identity'],
      ['GET', '/api/admin/audit', 'identity'],
      // Issue 15 (decision 021): the delivery channels and the dead letters.
      ['GET', '/api/admin/delivery', 'delivery'],
      ['POST', '/api/admin/delivery/jobs/:id/retry', 'delivery'],
    ] as const
  ).map(([method, path, service]) => ({
    method,
    path,
    service,
    auth: true,
    roles: ['admin'] as const,
  })),
  { method: 'GET', path: '/api/students', service: 'academics', auth: true },
  {
    method: 'GET',
    path: '/api/students/:id/assignments/pending',
    service: 'academics',
    auth: true,
  },
  { method: 'GET', path: '/api/students/:id/assignments', service: 'academics', auth: true },
  { method: 'GET', path: '/api/students/:id/grades', service: 'academics', auth: true },
  // Beyond spec section 7: staff writes and the attendance records behind the 'attendance' quick action.
  { method: 'POST', path: '/api/students/:id/grades', service: 'academics', auth: true },
  { method: 'GET', path: '/api/students/:id/attendance', service: 'academics', auth: true },
  { method: 'POST', path: '/api/students/:id/attendance', service: 'academics', auth: true },
  // Staff workspace (issue 13, decision 014): the teacher directory per child, parents' absence
  // reports, staff classes (roster, attendance, gradebook) and parent-teacher conferences.
  ...(
    [
      ['GET', '/api/students/:id/teachers'],
      ['GET', '/api/students/:id/absence-reports'],
      ['POST', '/api/students/:id/absence-reports'],
      ['GET', '/api/staff/classes'],
      ['GET', '/api/staff/classes/:id/attendance'],
      ['POST', '/api/staff/classes/:id/attendance'],
      ['GET', '/api/staff/classes/:id/assignments'],
      ['POST', '/api/staff/classes/:id/grades'],
      ['GET', '/api/conferences'],
      ['POST', '/api/conferences'],
      ['POST', '/api/conferences/:id/book'],
      ['POST', '/api/conferences/:id/cancel'],
    ] as const
  ).map(([method, path]) => ({ method, path, service: 'academics' as const, auth: true })),
  { method: 'GET', path: '/api/students/:id/behavior-reports', service: 'reports', auth: true },
  { method: 'GET', path: '/api/students/:id/health-alerts', service: 'reports', auth: true },
  // Beyond spec section 7: staff file reports and alerts; the PDF progress report; the district calendar.
  { method: 'POST', path: '/api/students/:id/behavior-reports', service: 'reports', auth: true },
  { method: 'POST', path: '/api/students/:id/health-alerts', service: 'reports', auth: true },
  { method: 'POST', path: '/api/students/:id/progress-report', service: 'reports', auth: true },
  { method: 'GET', path: '/api/school-calendar', service: 'reports', auth: true },
  { method: 'GET', path: '/api/updates', service: 'academics', auth: true },
  { method: 'GET', path: '/api/events', service: 'academics', auth: true },
  { method: 'GET', path: '/api/system/status', service: 'academics', auth: true },
  { method: 'GET', path: '/api/messages', service: 'messaging', auth: true },
  { method: 'GET', path: '/api/messages/unread-count', service: 'messaging', auth: true },
  { method: 'PATCH', path: '/api/messages/:id/read', service: 'messaging', auth: true },
  // Beyond spec section 7: staff (teachers, administrators) send a message to parents.
  { method: 'POST', path: '/api/messages', service: 'messaging', auth: true },
  // The staff workspace's checked templates (issue 13; staff only), before '/api/messages/:id'.
  { method: 'GET', path: '/api/messages/templates', service: 'messaging', auth: true },
  // Conversations (issue 13): a thread, a reply (JSON, or multipart with a recording as large as
  // the voice uploads), a reply's recording (Range requests answer 206), a parent's new thread.
  { method: 'GET', path: '/api/messages/:id', service: 'messaging', auth: true },
  {
    method: 'POST',
    path: '/api/messages/:id/replies',
    service: 'messaging',
    auth: true,
    bodyLimit: 2.5 * MB + 64 * 1024,
  },
  {
    method: 'GET',
    path: '/api/messages/:id/replies/:replyId/audio',
    service: 'messaging',
    auth: true,
  },
  { method: 'POST', path: '/api/conversations', service: 'messaging', auth: true },
  // Voice uploads are multipart audio: a WAV of at most 2.5 MB (the voice service's limit) plus
  // 64 KB for the form's text fields and boundaries; every other voice route keeps the default.
  { method: 'GET', path: '/api/voice/capabilities', service: 'voice', auth: true },
  {
    method: 'POST',
    path: '/api/voice/chat-complete',
    service: 'voice',
    auth: true,
    bodyLimit: 2.5 * MB + 64 * 1024,
  },
  {
    method: 'POST',
    path: '/api/voice/transcribe',
    service: 'voice',
    auth: true,
    bodyLimit: 2.5 * MB + 64 * 1024,
  },
  { method: 'POST', path: '/api/voice/translate', service: 'voice', auth: true },
  { method: 'POST', path: '/api/voice/speak', service: 'voice', auth: true },
  // Issue 15 (decision 021): Web Push subscriptions per user and device.
  { method: 'GET', path: '/api/push/public-key', service: 'delivery', auth: true },
  { method: 'POST', path: '/api/push/subscriptions', service: 'delivery', auth: true },
  { method: 'DELETE', path: '/api/push/subscriptions', service: 'delivery', auth: true },
  // Issue 15: a one-time code confirms the profile's email or phone before email/SMS goes there.
  { method: 'GET', path: '/api/user/contact-verification', service: 'delivery', auth: true },
  { method: 'POST', path: '/api/user/contact-verification', service: 'delivery', auth: true },
  {
    method: 'POST',
    path: '/api/user/contact-verification/confirm',
    service: 'delivery',
    auth: true,
  },
  // Issue 15: the SMS provider's inbound webhook (form-encoded, Twilio's fields). No session: the
  // provider proves itself with X-Twilio-Signature, which the gateway passes on to delivery only here.
  { method: 'POST', path: '/api/sms/inbound', service: 'delivery', auth: false },
];
