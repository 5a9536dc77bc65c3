import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import {
  isoDateSchema,
  languageSchema,
  localizedInputField,
  objectIdSchema,
  roleSchema,
} from './common';
import { VOICE_MAX_AUDIO_SECONDS } from './voice';

export const messageSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = lazySchema(() => z.array(messageSchema));

// --- Staff send (beyond spec section 7): POST /api/messages, teachers and administrators only ---

export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_CONTENT_MAX_LENGTH = 5000;

const studentAudience = lazySchema(() =>
  z.object({ type: z.literal('student'), studentId: objectIdSchema }).strict(),
);
const gradeSchema = lazySchema(() => z.string().trim().min(1).max(20));
const gradeAudience = lazySchema(() =>
  z.object({ type: z.literal('class'), grade: gradeSchema }).strict(),
);
const schoolAudience = lazySchema(() => z.object({ type: z.literal('school') }).strict());
const AUDIENCE_ERROR = 'Audience must be a student, a class or the school';

/**
 * Who receives a staff message: the parents of one student, of a class or of the whole school.
 * A class is one of the staff workspace's classes (`classId`, its roster as academics answers
 * `GET /api/staff/classes` to the sender) or a grade level (`grade`: the students of that grade
 * the sender teaches). Teachers reach only students they teach and cannot address the whole school.
 */
export const messageAudienceSchema = lazySchema(() =>
  z.discriminatedUnion(
    'type',
    [
      studentAudience,
      z
        .object({
          type: z.literal('class'),
          grade: gradeSchema.optional(),
          classId: objectIdSchema.optional(),
        })
        .strict()
        .refine((a) => (a.grade === undefined) !== (a.classId === undefined), {
          error: 'A class audience names either a classId or a grade',
        }),
      schoolAudience,
    ],
    { error: AUDIENCE_ERROR },
  ),
);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/**
 * Names one send so that sending it again never delivers it twice (a retry after a failure or a
 * lost answer). Required for class and school messages; the staff workspace makes one per compose.
 */
export const idempotencyKeySchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(8, 'The idempotency key must have 8 to 100 characters')
    .max(100, 'The idempotency key must have 8 to 100 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'The idempotency key may use letters, digits and . _ : -'),
);

/**
 * Subject and content are each either plain text in `language` (translated at send time when a
 * translator is configured) or `{ so, en }` (the author's own two texts). The output is always `{ so, en }`.
 */
export const sendMessageRequestSchema = lazySchema(() =>
  z
    .object({
      subject: localizedInputField('Subject', MESSAGE_SUBJECT_MAX_LENGTH),
      content: localizedInputField('Content', MESSAGE_CONTENT_MAX_LENGTH),
      /** The language plain-text fields are written in (informative). */
      language: languageSchema.optional(),
      audience: messageAudienceSchema,
      idempotencyKey: idempotencyKeySchema.optional(),
    })
    .strict(),
);
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export type SendMessageInput = z.output<typeof sendMessageRequestSchema>;

/** Most characters one template field value may have (each field has its own, lower limit). */
export const TEMPLATE_FIELD_VALUE_MAX_LENGTH = 500;

/**
 * A checked template (`GET /api/messages/templates`) with its field values: stored as the
 * school's own text in both languages. Unknown, missing or invalid fields answer 400.
 */
export const sendTemplatedMessageRequestSchema = lazySchema(() =>
  z
    .object({
      templateId: z.string().trim().min(1).max(60),
      fields: z.record(
        z.string().max(60),
        z.string().max(TEMPLATE_FIELD_VALUE_MAX_LENGTH, 'A field value is too long'),
      ),
      audience: messageAudienceSchema,
      idempotencyKey: idempotencyKeySchema.optional(),
    })
    .strict(),
);
export type SendTemplatedMessageRequest = z.infer<typeof sendTemplatedMessageRequestSchema>;

/** `POST /api/messages`: free text, or a template with its fields (a body with `templateId`). */
export type StaffMessageRequest = SendMessageRequest | SendTemplatedMessageRequest;
export const isTemplatedMessageRequest = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'templateId' in body;

export const sendMessageResponseSchema = lazySchema(() =>
  z.object({ sent: z.number().int().nonnegative() }),
);
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

// --- Internal: messaging asks academics (which owns the family graph) whom an audience reaches ---

/**
 * Query of academics' GET /internal/audience (role system): the sender and the audience. A class
 * here is a grade level; messaging reads a class's roster from academics' staff classes itself.
 */
export const audienceQuerySchema = lazySchema(() =>
  z.intersection(
    z.object({ userId: z.string().min(1).max(64), role: z.enum(['teacher', 'admin']) }),
    z.discriminatedUnion('type', [studentAudience, gradeAudience, schoolAudience], {
      error: AUDIENCE_ERROR,
    }),
  ),
);
export type AudienceQuery = z.infer<typeof audienceQuerySchema>;

export const audienceResponseSchema = lazySchema(() =>
  z.object({
    /** Distinct parent user ids of the students reached. */
    parentIds: z.array(z.string()),
    studentIds: z.array(z.string()),
    /** The sender's display name as the school knows it. */
    senderName: z.string(),
  }),
);
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;

// --- Conversations (issue 13): threads of replies between a family and the school's staff ---
//
// A thread is identified by the id of its first message; every copy of that message (one per
// guardian) and every reply belongs to it. `GET /api/messages/{id}` accepts the id of any message
// of the thread the caller may read. Only the thread's family (the guardians of its student, or
// the one recipient of a class or school message) and its staff read or reply; anyone else gets
// 404, as for a missing thread.

/** Longest reply or conversation text (characters, after trimming). */
export const CONVERSATION_TEXT_MAX_LENGTH = 2000;
/** A recorded reply: WAV, at most as long and as large as the voice service accepts. */
export const MESSAGE_AUDIO_MAX_SECONDS = VOICE_MAX_AUDIO_SECONDS;
export const MESSAGE_AUDIO_MAX_BYTES = 2.5 * 1024 * 1024;
export const MESSAGE_AUDIO_CONTENT_TYPE = 'audio/wav';
/** Sends (replies, new conversations, staff messages) per sender per window; more answer 429. */
export const MESSAGE_SEND_RATE_LIMIT = { maxSends: 30, windowMs: 60_000 } as const;

/** Codes of the conversation answers; `error` is in the reader's language (Accept-Language). */
export const MESSAGING_ERROR_CODES = [
  'MESSAGE_TEXT_REQUIRED',
  'MESSAGE_SUBJECT_REQUIRED',
  'MESSAGE_TEXT_TOO_LONG',
  'MESSAGE_LANGUAGE_INVALID',
  'MESSAGE_FIELD_UNKNOWN',
  'MESSAGE_INVALID',
  'MESSAGE_AUDIO_INVALID',
  'MESSAGE_AUDIO_TOO_LONG',
  'MESSAGE_AUDIO_TOO_LARGE',
  'MESSAGE_RATE_LIMITED',
  'STUDENT_NOT_FOUND',
  'TEACHER_NOT_FOUND',
  'AUDIENCE_UNAVAILABLE',
  // The staff workspace's compose (checked templates, class rosters, idempotent sends).
  'MESSAGE_TEMPLATE_UNKNOWN',
  'MESSAGE_TEMPLATE_FIELD_UNKNOWN',
  'MESSAGE_TEMPLATE_FIELD_MISSING',
  'MESSAGE_TEMPLATE_FIELD_INVALID',
  'MESSAGE_TEMPLATE_AUDIENCE',
  'MESSAGE_IDEMPOTENCY_KEY_REQUIRED',
  'MESSAGE_IDEMPOTENCY_KEY_REUSED',
  'CLASS_NOT_FOUND',
] as const;
export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[number];

/** Who wrote a message or reply, as stored at send time. `name` is null when it could not be looked up (show the role). */
export const messageSenderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string().nullable(),
    role: roleSchema,
  }),
);
export type MessageSender = z.infer<typeof messageSenderSchema>;

/** How a text was written: typed, or transcribed by the voice service from the recording. */
export const TEXT_ORIGINS = ['typed', 'transcript'] as const;
/**
 * Where the other language comes from: 'machine' (the voice service's translator at send time),
 * 'author' (the sender wrote both languages, e.g. the school's own texts) or 'none' (not translated:
 * the reader sees the original, marked so).
 */
export const TRANSLATION_SOURCES = ['machine', 'author', 'none'] as const;
/** What the reader is shown: the original, a translation (machine or author), or the original because there is no translation. */
export const SHOWN_TEXT_STATUSES = ['original', 'machine', 'author', 'not_translated'] as const;

export const storedTranslationSchema = lazySchema(() =>
  z.discriminatedUnion('source', [
    z.object({ source: z.literal('machine'), language: languageSchema, text: z.string() }),
    z.object({ source: z.literal('author'), language: languageSchema, text: z.string() }),
    z.object({ source: z.literal('none'), language: languageSchema }),
  ]),
);
export type StoredTranslation = z.infer<typeof storedTranslationSchema>;

/** One text in its original language, its stored translation, and what this reader is shown. */
export const bilingualTextSchema = lazySchema(() =>
  z.object({
    original: z.object({
      language: languageSchema,
      text: z.string(),
      origin: z.enum(TEXT_ORIGINS),
    }),
    translation: storedTranslationSchema,
    /** In the reader's language when a translation exists, otherwise the original (status 'not_translated'). */
    shown: z.object({
      language: languageSchema,
      text: z.string(),
      status: z.enum(SHOWN_TEXT_STATUSES),
    }),
  }),
);
export type BilingualText = z.infer<typeof bilingualTextSchema>;

/** The latest reply of a thread, for list previews. */
export const lastReplySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    sender: messageSenderSchema,
    createdAt: isoDateSchema,
    /** The reply's text as shown to the reader (its transcript for a voice reply; '' when none). */
    preview: z.string(),
    hasAudio: z.boolean(),
  }),
);

export const threadInfoSchema = lazySchema(() =>
  z.object({
    /** The thread's id (the id of its first message). */
    id: z.string(),
    /** The child the thread is about; null for a class or school message. */
    studentId: z.string().nullable(),
    /** Unread for this reader: the first message (0 or 1) plus replies by others. */
    unreadCount: z.number().int().nonnegative(),
    replyCount: z.number().int().nonnegative(),
    /** The first message's time, or the latest reply's. */
    lastActivityAt: isoDateSchema,
    lastReply: lastReplySchema.nullable(),
    /**
     * For its staff: the language the family last wrote in (their latest reply, typed or spoken, or
     * the conversation they started); null while they have not written. Absent for families.
     */
    familyLanguage: languageSchema.nullable().optional(),
  }),
);
export type ThreadInfo = z.infer<typeof threadInfoSchema>;

/**
 * An entry of `GET /api/messages` and a thread's first message: the spec's message (subject and
 * content in the reader's language) and beyond it the sender, whether it is a school-wide notice
 * (shown with the spec's fixed label 'From: School Administrator'), both texts with their
 * translation state, and the thread's counts. A parent's list is their messages, newest first; a
 * teacher's or administrator's list is the threads they take part in, newest activity first.
 */
export const messageSummarySchema = lazySchema(() =>
  messageSchema.extend({
    /** The reader's own copy of the message (its read state is theirs), else the thread's id; either opens the thread. */
    id: z.string(),
    sender: messageSenderSchema,
    schoolNotice: z.boolean(),
    /** The checked template it was written from (both texts then the school's own), else null. */
    templateId: z.string().nullable().optional(),
    texts: z.object({ subject: bilingualTextSchema, content: bilingualTextSchema }),
    thread: threadInfoSchema,
  }),
);
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export const messageSummaryListSchema = lazySchema(() => z.array(messageSummarySchema));

/** A voice reply's recording; `url` streams it (Range requests answer 206). */
export const replyAudioSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    contentType: z.literal(MESSAGE_AUDIO_CONTENT_TYPE),
    bytes: z.number().int().positive(),
    durationSeconds: z.number().nonnegative(),
    /** 'not_transcribed': speech recognition was off, failed or heard nothing; the audio is still there. */
    transcription: z.enum(['done', 'not_transcribed']),
    transcript: bilingualTextSchema.nullable(),
  }),
);
export type ReplyAudio = z.infer<typeof replyAudioSchema>;

export const replySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The thread's id. */
    messageId: z.string(),
    sender: messageSenderSchema,
    createdAt: isoDateSchema,
    /** For this reader (their own replies are read). */
    isRead: z.boolean(),
    /** The typed text; null for a voice reply sent without text. */
    content: bilingualTextSchema.nullable(),
    audio: replyAudioSchema.nullable(),
  }),
);
export type Reply = z.infer<typeof replySchema>;

/** `GET /api/messages/{id}` and `POST /api/conversations`: the first message and its replies, oldest first. */
export const threadResponseSchema = lazySchema(() =>
  z.object({
    message: messageSummarySchema,
    replies: z.array(replySchema),
  }),
);
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

const conversationText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * `POST /api/messages/{id}/replies` as JSON (a typed reply). With `idempotencyKey` (the portal
 * sends one per draft) sending the same reply again, after an answer that never arrived, stores
 * nothing new and answers with the reply stored the first time.
 */
export const replyRequestSchema = lazySchema(() =>
  z
    .object({
      content: conversationText('Content', CONVERSATION_TEXT_MAX_LENGTH),
      language: languageSchema,
      idempotencyKey: idempotencyKeySchema.optional(),
    })
    .strict(),
);
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/**
 * The text fields of `POST /api/messages/{id}/replies` as multipart/form-data with the recording
 * as the file part `audio`: `language` (spoken and typed), an optional typed `content` and the
 * optional `idempotencyKey` (as in the JSON form).
 */
export const replyFormFieldsSchema = lazySchema(() =>
  z
    .object({
      content: z
        .string()
        .trim()
        .max(
          CONVERSATION_TEXT_MAX_LENGTH,
          `Content must be at most ${CONVERSATION_TEXT_MAX_LENGTH} characters`,
        )
        .transform((text) => text || undefined)
        .optional(),
      language: languageSchema,
      idempotencyKey: idempotencyKeySchema.optional(),
    })
    .strict(),
);
export type ReplyFormFields = z.input<typeof replyFormFieldsSchema>;

/** `POST /api/conversations` (parents): a new thread with a teacher of one of their children. */
export const startConversationRequestSchema = lazySchema(() =>
  z
    .object({
      teacherId: objectIdSchema,
      studentId: objectIdSchema,
      subject: conversationText('Subject', MESSAGE_SUBJECT_MAX_LENGTH),
      content: conversationText('Content', CONVERSATION_TEXT_MAX_LENGTH),
      language: languageSchema,
    })
    .strict(),
);
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;
