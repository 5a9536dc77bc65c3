/**
 * Notifications that reach a person whose page is closed (issue 15, decision 021): Web Push
 * subscriptions per user and device, the gateway's hand-off of live notifications, and the
 * administrators' view of the delivery channels and the dead letters.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isoDateSchema, type Language } from './common';
import { serverLiveMessageSchema } from './live';

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (null when push is off). */
export const pushPublicKeySchema = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    publicKey: z.string().nullable(),
  }),
);
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** base64url without padding (what `PushSubscription.toJSON()` gives); padding is tolerated. */
const base64url = (what: string, min: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .min(min, `${what} is too short`)
    .max(256, `${what} is too long`);

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`; other fields are ignored. */
export const pushSubscriptionRequestSchema = lazySchema(() =>
  z.object({
    endpoint: z
      .url({ protocol: /^https?$/, message: 'endpoint must be an http(s) URL' })
      .max(2048, 'endpoint is too long'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The browser's P-256 public key (65 bytes uncompressed: 87 characters). */
      p256dh: base64url('keys.p256dh', 80),
      /** The 16-byte authentication secret (22 characters). */
      auth: base64url('keys.auth', 16),
    }),
  }),
);
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions: only the caller's own subscription goes. */
export const pushUnsubscribeRequestSchema = lazySchema(() =>
  z.object({
    endpoint: z.string().trim().min(1, 'endpoint is required').max(2048),
  }),
);
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** POST /api/push/subscriptions answers 201 (new) or 200 (already known, now the caller's). */
export const pushSubscriptionSavedSchema = lazySchema(() =>
  z.object({
    endpoint: z.string(),
    saved: z.literal(true),
  }),
);

/**
 * POST /internal/notifications (gateway -> delivery, signed as system): live notifications for
 * users who had no open socket. `id` makes a retried hand-off idempotent.
 */
export const deliveryHandOffSchema = lazySchema(() =>
  z.object({
    id: z.string().trim().min(8).max(100),
    userIds: z.array(z.string().min(1).max(100)).min(1).max(10000),
    event: serverLiveMessageSchema,
  }),
);
export type DeliveryHandOff = z.infer<typeof deliveryHandOffSchema>;

/** POST /internal/push/sign-out (gateway -> delivery after a sign-out): that session's devices stop. */
export const pushSignOutSchema = lazySchema(() =>
  z.object({
    sessionTag: z.string().regex(/^[a-f0-9]{64}$/, 'sessionTag is a sha256 hex digest'),
  }),
);

export const DELIVERY_CHANNELS = ['push', 'email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_JOB_STATES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type DeliveryJobState = (typeof DELIVERY_JOB_STATES)[number];

/** One channel as the admin dashboard shows it: configured or 'not configured' (and why). */
export const deliveryChannelStatusSchema = lazySchema(() =>
  z.object({
    channel: z.enum(DELIVERY_CHANNELS),
    configured: z.boolean(),
    /** Where the configuration came from, e.g. 'environment', 'generated' (demo VAPID keys). */
    source: z.string().nullable(),
  }),
);

export const deadLetterSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.string(),
    /** The channel it was for; null for a `notify` job (the fan-out to the channels). */
    channel: z.enum(DELIVERY_CHANNELS).nullable(),
    /**
     * Where it was going, masked: `+1612•••0177`, `am•••@example.org`, or the push service's host;
     * null when the job names no address (a `notify` job).
     */
    recipient: z.string().nullable(),
    userId: z.string(),
    attempts: z.number().int().nonnegative(),
    lastError: z.string().nullable(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
  }),
);
export type DeadLetter = z.infer<typeof deadLetterSchema>;

/**
 * A text message that came in and could not be placed in a conversation (an unknown number, or a
 * known parent with no recent school message to answer). Kept for an administrator, never dropped.
 */
export const unmatchedSmsSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The sender's number with its middle digits hidden, e.g. +1612•••4567. */
    from: z.string(),
    body: z.string(),
    reason: z.enum(['unknown-number', 'no-conversation']),
    receivedAt: isoDateSchema,
  }),
);
export type UnmatchedSms = z.infer<typeof unmatchedSmsSchema>;

/**
 * GET /api/admin/delivery: the channels, the queue's counts by state, the latest dead letters
 * and the latest unmatched incoming text messages.
 */
export const adminDeliverySchema = lazySchema(() =>
  z.object({
    channels: z.array(deliveryChannelStatusSchema),
    queue: z.record(z.enum(DELIVERY_JOB_STATES), z.number().int().nonnegative()),
    deadLetters: z.array(deadLetterSchema),
    unmatchedSms: z.array(unmatchedSmsSchema),
  }),
);
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

/**
 * Contact verification (issue 15): a one-time code confirms the profile's email address or phone
 * number before email or SMS is sent to it. Owned by the delivery service, which keeps the
 * verified addresses; the address itself is the profile's (identity), read at the moment.
 */
export const CONTACT_CHANNELS = ['email', 'sms'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Digits in a one-time code, minutes it lives, wrong tries before it is void, codes per hour. */
export const CONTACT_CODE_LENGTH = 6;
export const CONTACT_CODE_TTL_MINUTES = 10;
export const CONTACT_CODE_MAX_TRIES = 5;
export const CONTACT_CODES_PER_HOUR = 5;

/** One channel of GET /api/user/contact-verification, and the answer of start and confirm. */
export const contactStatusSchema = lazySchema(() =>
  z.object({
    channel: z.enum(CONTACT_CHANNELS),
    /** The profile's address or number as stored; null when the profile has none. */
    destination: z.string().nullable(),
    /** This exact address/number was confirmed with a code (changing it in the profile unverifies). */
    verified: z.boolean(),
    /** A code was sent to `destination` and can be confirmed until then; null otherwise. */
    pendingUntil: isoDateSchema.nullable(),
    /** The channel can send here (email/SMS configured); verification cannot start otherwise. */
    available: z.boolean(),
  }),
);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** GET /api/user/contact-verification: both channels for the signed-in person. */
export const contactVerificationSchema = lazySchema(() =>
  z.object({
    email: contactStatusSchema,
    sms: contactStatusSchema,
  }),
);
export type ContactVerification = z.infer<typeof contactVerificationSchema>;

/**
 * The words a person texts back to the school's number (decision 021), matched as the whole reply,
 * case-insensitive: `stop` ones put the number on our suppression list, `start` ones take it off.
 * Somali: JOOJI ("stop!") and BILOW ("start!", the imperative of *bilow*, to begin).
 */
export const SMS_KEYWORDS = {
  stop: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'JOOJI', 'JOOJI FARIIMAHA'],
  start: ['START', 'UNSTOP', 'BILOW'],
} as const;
/** The word our texts and answers tell a reader of each language to send to opt back in. */
export const SMS_START_KEYWORD = { so: 'BILOW', en: 'START' } as const satisfies Record<
  Language,
  (typeof SMS_KEYWORDS.start)[number]
>;

/** Codes of the contact verification answers (`code` in the error body). */
export const CONTACT_VERIFICATION_ERROR_CODES = [
  'CHANNEL_NOT_CONFIGURED',
  'NO_CONTACT',
  'ALREADY_VERIFIED',
  'SMS_OPTED_OUT',
  'TOO_MANY_CODES',
  'CODE_INVALID',
  'CODE_EXPIRED',
] as const;
export type ContactVerificationErrorCode = (typeof CONTACT_VERIFICATION_ERROR_CODES)[number];

/**
 * `details` of 409 SMS_OPTED_OUT: the number replied STOP (or the provider reported it opted out),
 * so no code can be texted until the person texts the keyword (their language's; `keywords` has
 * both) from that phone to the school's number (`sendTo`, null when the provider picks it).
 */
export const smsOptedOutDetailsSchema = lazySchema(() =>
  z.object({
    keyword: z.string(),
    keywords: z.object({ so: z.string(), en: z.string() }),
    sendTo: z.string().nullable(),
  }),
);
export type SmsOptedOutDetails = z.infer<typeof smsOptedOutDetailsSchema>;

/**
 * POST /api/user/contact-verification { channel } → 202 ContactStatus (a code is on its way).
 * 409 NO_CONTACT (the profile has no such address), 409 SMS_OPTED_OUT (the number is on the
 * suppression list; details: SmsOptedOutDetails), 409 ALREADY_VERIFIED, 503
 * CHANNEL_NOT_CONFIGURED, 429 TOO_MANY_CODES (with Retry-After).
 */
export const startContactVerificationSchema = lazySchema(() =>
  z.object({ channel: z.enum(CONTACT_CHANNELS) }),
);
export type StartContactVerification = z.infer<typeof startContactVerificationSchema>;

/**
 * POST /api/user/contact-verification/confirm { channel, code } → 200 ContactStatus (verified).
 * 400 CODE_INVALID (wrong code; `triesLeft` in the body), 410 CODE_EXPIRED (none pending, expired,
 * used up, or the address changed since it was sent).
 */
export const confirmContactVerificationSchema = lazySchema(() =>
  z.object({
    channel: z.enum(CONTACT_CHANNELS),
    code: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${CONTACT_CODE_LENGTH}}$`),
        `code must be ${CONTACT_CODE_LENGTH} digits`,
      ),
  }),
);
export type ConfirmContactVerification = z.infer<typeof confirmContactVerificationSchema>;

/**
 * POST /api/admin/delivery/jobs/:id/retry (admin only) → 200 { id, state: 'pending' }: the dead
 * letter is queued again from its first attempt. 404 JOB_NOT_FOUND (unknown or malformed id), 409
 * JOB_NOT_DEAD (the job is not a dead letter: nothing changes).
 */
export const retriedJobSchema = lazySchema(() =>
  z.object({ id: z.string(), state: z.literal('pending') }),
);
export type RetriedJob = z.infer<typeof retriedJobSchema>;

/**
 * Codes of the delivery service's answers (`{ error, code }`); the shell localizes the ones a person
 * can meet. Validation failures answer the service kit's VALIDATION_FAILED.
 */
export const DELIVERY_ERROR_CODES = [
  // Web Push subscriptions.
  'PUSH_NOT_CONFIGURED',
  'SUBSCRIPTION_NOT_FOUND',
  // Contact verification (start and confirm); SMS_OPTED_OUT: the number replied STOP.
  ...CONTACT_VERIFICATION_ERROR_CODES,
  'USER_NOT_FOUND',
  // The SMS provider's webhook.
  'SMS_SIGNATURE_INVALID',
  'SMS_NOT_CONFIGURED',
  // The administrators' retry of a dead letter.
  'JOB_NOT_FOUND',
  'JOB_NOT_DEAD',
] as const;
export type DeliveryErrorCode = (typeof DELIVERY_ERROR_CODES)[number];
