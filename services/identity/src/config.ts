import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { booleanFromEnv, loadServiceConfig } from '@d742/service-kit';
import { hashCostEnvSchema } from './security/passwords';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

function splitAccessCodes(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/** DEMO_MODE is read here too because only demo mode may run without ACCESS_CODE. */
const identityEnvSchema = z
  .object({
    DEMO_MODE: booleanFromEnv,
    ACCESS_CODE: optionalText,
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_REDIRECT_URI: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Google's OAuth token endpoint; tests point it at a loopback stand-in. */
    GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
    TEACHER_REGISTRATION_CODE: optionalText,
    /** The data backup reads a person's children and messages from these services. */
    ACADEMICS_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.academics}`),
    MESSAGING_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.messaging}`),
  })
  .extend(hashCostEnvSchema.shape)
  .superRefine((env, ctx) => {
    if (!env.DEMO_MODE && !env.ACCESS_CODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['ACCESS_CODE'],
        message: 'is required when DEMO_MODE is off',
      });
    }
    for (const code of splitAccessCodes(env.ACCESS_CODE)) {
      if (code.length > 12) {
        ctx.addIssue({
          code: 'custom',
          path: ['ACCESS_CODE'],
          message: 'each access code has at most 12 characters',
        });
      }
    }
  })
  .transform((e) => ({
    /** District access codes from the environment, uppercased (they are stored hashed at boot). */
    accessCodes: splitAccessCodes(e.ACCESS_CODE),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    /** Google Classroom is configured only with all three of id, secret and redirect URI. */
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET && e.GOOGLE_REDIRECT_URI
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            redirectUri: e.GOOGLE_REDIRECT_URI,
            tokenUrl: e.GOOGLE_TOKEN_URL,
          }
        : undefined,
    teacherRegistrationCode: e.TEACHER_REGISTRATION_CODE,
    academicsUrl: e.ACADEMICS_URL,
    messagingUrl: e.MESSAGING_URL,
    passwordHash: { memoryKib: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST },
  }));

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('identity', env, identityEnvSchema);
}
export type IdentityConfig = ReturnType<typeof loadConfig>;
