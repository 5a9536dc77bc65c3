import { z } from 'zod';
import {
  isoDateSchema,
  languageSchema,
  localizedInputField,
  objectIdSchema,
  roleSchema,
} from './common';

export const messageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateSchema,
  /** Beyond the spec: who really sent it. */
  senderName: z.string().optional(),
  senderRole: roleSchema.optional(),
  /** Beyond the spec: when the recipient first marked it read (kept on later marks). */
  readAt: isoDateSchema.nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

// --- Staff send (beyond spec section 7): POST /api/messages, teachers and administrators only ---

export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_CONTENT_MAX_LENGTH = 5000;

/**
 * Who receives a staff message: the parents of one student, of a class (grade level) or of the
 * whole school. Teachers reach only students they teach and cannot address the whole school.
 */
export const messageAudienceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('student'), studentId: objectIdSchema }).strict(),
    z.object({ type: z.literal('class'), grade: z.string().trim().min(1).max(20) }).strict(),
    z.object({ type: z.literal('school') }).strict(),
  ],
  { error: 'Audience must be a student, a class or the school' },
);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/**
 * Subject and content are each either plain text in `language` (stored as the same text in both
 * languages: no machine translation) or `{ so, en }`. The output is always `{ so, en }`.
 */
export const sendMessageRequestSchema = z
  .object({
    subject: localizedInputField('Subject', MESSAGE_SUBJECT_MAX_LENGTH),
    content: localizedInputField('Content', MESSAGE_CONTENT_MAX_LENGTH),
    /** The language plain-text fields are written in (informative). */
    language: languageSchema.optional(),
    audience: messageAudienceSchema,
  })
  .strict();
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessageInput = z.output<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ sent: z.number().int().nonnegative() });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

// --- Internal: messaging asks academics (which owns the family graph) whom an audience reaches ---

/** Query of academics' GET /internal/audience (role system): the sender and the audience. */
export const audienceQuerySchema = z.intersection(
  z.object({ userId: z.string().min(1).max(64), role: z.enum(['teacher', 'admin']) }),
  messageAudienceSchema,
);
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;

export const audienceResponseSchema = z.object({
  /** Distinct parent user ids of the students reached. */
  parentIds: z.array(z.string()),
  studentIds: z.array(z.string()),
  /** The sender's display name as the school knows it. */
  senderName: z.string(),
});
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;
