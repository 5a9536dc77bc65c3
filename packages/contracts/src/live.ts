import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { localizedTextSchema, roleSchema } from './common';

/** Messages the browser sends on /ws. */
export const clientLiveMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('auth'), userId: z.string().min(1), role: roleSchema }),
    z.object({ type: z.literal('join_room'), room: z.string().min(1).max(120) }),
    z.object({
      type: z.literal('send_notification'),
      userId: z.string().min(1),
      notification: z.object({ title: z.string().max(200), message: z.string().max(2000) }),
    }),
  ]),
);
export type ClientLiveMessage = z.infer<typeof clientLiveMessageSchema>;

/** Optional text in both languages, so the browser can show the one the user reads. */
const i18n = lazySchema(() => ({ i18n: localizedTextSchema.optional() }));

/**
 * What a notification is about, so an open page can refresh the data it shows (the alerts page
 * refetches a child's behavior reports on a `behavior_report` for that child).
 */
export const LIVE_TOPICS = [
  'behavior_report',
  'health_alert',
  // Issue 13 (academics): an open conferences list or a teacher's attendance screen refetches.
  'conference',
  'absence_report',
] as const;
const about = lazySchema(() => ({
  topic: z.enum(LIVE_TOPICS).optional(),
  studentId: z.string().optional(),
}));

/**
 * Severities that make a health or safety alert urgent: its text message goes even in quiet hours
 * and over the daily cap (decision 021). Anything else waits until 07:00 district time.
 */
export const URGENT_SEVERITIES = ['high', 'critical', 'emergency'] as const;

/**
 * The server's answer to `auth` on /ws, the first frame of every connection. It has a schema of its
 * own so a page reads it without building the whole union below (issue 14).
 */
export const liveAuthSuccessSchema = lazySchema(() =>
  z.object({ type: z.literal('auth_success'), userId: z.string(), role: roleSchema }),
);

/** Messages the server sends on /ws. */
export const serverLiveMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    liveAuthSuccessSchema,
    z.object({
      type: z.literal('notification'),
      title: z.string(),
      message: z.string(),
      titleI18n: localizedTextSchema.optional(),
      /**
       * Beyond the spec (issue 15): the severity of the thing notified, where it has one (a health
       * alert's high/medium/low/normal). Decides whether a text message may wake a parent at night.
       */
      severity: z.string().optional(),
      ...i18n,
      ...about,
    }),
    z.object({
      type: z.literal('grade_update'),
      subject: z.string(),
      grade: z.string(),
      studentName: z.string().optional(),
    }),
    z.object({ type: z.literal('attendance_alert'), message: z.string(), ...i18n }),
    z.object({
      type: z.literal('new_message'),
      senderName: z.string(),
      /** Beyond the spec (issue 13): the thread a reply or a new conversation belongs to. */
      threadId: z.string().optional(),
    }),
    z.object({
      type: z.literal('system_alert'),
      message: z.string(),
      severity: z.string(),
      ...i18n,
      ...about,
    }),
  ]),
);
export type ServerLiveMessage = z.infer<typeof serverLiveMessageSchema>;
export type LiveEventType = Exclude<ServerLiveMessage['type'], 'auth_success'>;

/**
 * Internal: a service asks the gateway to deliver an event to some users and/or to the sockets that
 * joined some rooms (`district`, `role:<role>`, `user:<id>`) (HMAC-signed POST).
 */
export const publishEventRequestSchema = lazySchema(() =>
  z
    .object({
      userIds: z.array(z.string().min(1)).max(10000).default([]),
      rooms: z.array(z.string().min(1).max(120)).max(100).default([]),
      event: serverLiveMessageSchema,
    })
    .refine((r) => r.userIds.length + r.rooms.length > 0, {
      message: 'Name at least one user or room',
      path: ['userIds'],
    }),
);
export type PublishEventRequest = z.input<typeof publishEventRequestSchema>;
