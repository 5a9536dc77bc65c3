import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { booleanFromEnv, loadServiceConfig } from '@d742/service-kit';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

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
    queue: { maxAttempts: e.DELIVERY_MAX_ATTEMPTS },
  }));

/** Parsed once at start; throws listing every bad variable. DELIVERY_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('delivery', env, deliveryEnvSchema);
}
export type DeliveryConfig = ReturnType<typeof loadConfig>;
export type PushSettings = DeliveryConfig['push'];
export type EmailSettings = NonNullable<DeliveryConfig['email']>;
