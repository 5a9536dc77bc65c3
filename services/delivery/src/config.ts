import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { booleanFromEnv, loadServiceConfig } from '@d742/service-kit';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const deliveryEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DEMO_MODE: booleanFromEnv,
    /** Identity owns the profile's switches, the language and the address (decision 021). */
    IDENTITY_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.identity}`),
    /** Links in emails point here (the portal's public address). */
    PUBLIC_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.gateway}`),
    /** VAPID keys (base64url, as `web-push generate-vapid-keys` prints them); both or neither. */
    PUSH_VAPID_PUBLIC_KEY: optionalText,
    PUSH_VAPID_PRIVATE_KEY: optionalText,
    /** Who push services may contact about this sender: mailto: or https: URL. */
    PUSH_VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:portal@district742.example'),
    /** Tests and local fakes only: accept http:// push endpoints (real push services are https). */
    PUSH_ALLOW_INSECURE_ENDPOINTS: booleanFromEnv,
    /** SMTP server as a URL, e.g. smtps://user:pass@mail.example.org:465; without it email is off. */
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    EMAIL_FROM: z.string().trim().min(3).default('District 742 <no-reply@district742.example>'),
    /**
     * SMS through a Twilio-compatible REST API: base URL, account SID, auth token and a sender
     * (SMS_FROM number or SMS_MESSAGING_SERVICE_SID); all or none. Without them SMS is off.
     */
    SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    SMS_ACCOUNT_SID: optionalText,
    SMS_AUTH_TOKEN: optionalText,
    SMS_FROM: optionalText,
    SMS_MESSAGING_SERVICE_SID: optionalText,
    /** Text messages per user per district-local day (urgent alerts still go, and count). */
    SMS_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(5),
    /** The district's time zone (IANA): quiet hours 21:00-07:00 and the daily cap's day. */
    DISTRICT_TIME_ZONE: z
      .string()
      .trim()
      .default('America/Chicago')
      .refine(isTimeZone, 'must be an IANA time zone, e.g. America/Chicago'),
    /** Messaging: a parent's SMS reply is posted there as their reply (signed as that parent). */
    MESSAGING_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.messaging}`),
    /**
     * Days sent jobs, their claims and the text messages sent and received are kept (dead letters:
     * at least 90). At least 14: a text reply is matched to the school's text of the last 14 days.
     */
    DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(14).max(3650).default(30),
    /** Attempts before a job is dead (visible to administrators). */
    DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  })
  .superRefine((e, ctx) => {
    if (Boolean(e.PUSH_VAPID_PUBLIC_KEY) !== Boolean(e.PUSH_VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [e.PUSH_VAPID_PUBLIC_KEY ? 'PUSH_VAPID_PRIVATE_KEY' : 'PUSH_VAPID_PUBLIC_KEY'],
        message: 'is required when the other PUSH_VAPID_* key is set',
      });
    const sms = {
      SMS_ACCOUNT_SID: e.SMS_ACCOUNT_SID,
      SMS_AUTH_TOKEN: e.SMS_AUTH_TOKEN,
      SMS_FROM: e.SMS_FROM ?? e.SMS_MESSAGING_SERVICE_SID,
    };
    if (Object.values(sms).some(Boolean))
      for (const [name, value] of Object.entries(sms))
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              name === 'SMS_FROM'
                ? 'SMS_FROM or SMS_MESSAGING_SERVICE_SID is required when SMS is configured'
                : 'is required when any SMS_* setting is given (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)',
          });
  })
  .transform((e) => ({
    identityUrl: e.IDENTITY_URL,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    push: {
      /** Configured keys; without them keys are generated and stored only outside production (or in demo mode). */
      vapidKeys:
        e.PUSH_VAPID_PUBLIC_KEY && e.PUSH_VAPID_PRIVATE_KEY
          ? { publicKey: e.PUSH_VAPID_PUBLIC_KEY, privateKey: e.PUSH_VAPID_PRIVATE_KEY }
          : undefined,
      generateKeys: e.NODE_ENV !== 'production' || e.DEMO_MODE,
      subject: e.PUSH_VAPID_SUBJECT,
      allowInsecureEndpoints: e.PUSH_ALLOW_INSECURE_ENDPOINTS,
    },
    email: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM } : undefined,
    sms:
      e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && (e.SMS_FROM || e.SMS_MESSAGING_SERVICE_SID)
        ? {
            apiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            from: e.SMS_FROM,
            messagingServiceSid: e.SMS_FROM ? undefined : e.SMS_MESSAGING_SERVICE_SID,
          }
        : undefined,
    smsDailyCap: e.SMS_DAILY_CAP,
    timeZone: e.DISTRICT_TIME_ZONE,
    messagingUrl: e.MESSAGING_URL,
    queue: { maxAttempts: e.DELIVERY_MAX_ATTEMPTS, retentionDays: e.DELIVERY_RETENTION_DAYS },
  }));

/** Parsed once at start; throws listing every bad variable. DELIVERY_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('delivery', env, deliveryEnvSchema);
}
export type DeliveryConfig = ReturnType<typeof loadConfig>;
export type PushSettings = DeliveryConfig['push'];
export type EmailSettings = NonNullable<DeliveryConfig['email']>;
export type SmsSettings = NonNullable<DeliveryConfig['sms']>;
