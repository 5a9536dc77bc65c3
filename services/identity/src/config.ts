import { z } from 'zod';
import { parseEnv, serviceEnvSchema } from '@d742/service-kit';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const identityEnvSchema = serviceEnvSchema
  .safeExtend({
    IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    ACCESS_CODE: optionalText,
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_REDIRECT_URI: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TEACHER_REGISTRATION_CODE: optionalText,
  })
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
  });

export interface IdentityConfig {
  host: string;
  port: number;
  mongodbUri: string;
  internalSecret: string;
  demoMode: boolean;
  logLevel: string;
  /** District access codes from the environment, uppercased (they are stored hashed at boot). */
  accessCodes: string[];
  sessionTtlMs: number;
  google?: { clientId: string; redirectUri: string };
  teacherRegistrationCode?: string;
}

export const DEFAULT_IDENTITY_PORT = 4101;

function splitAccessCodes(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const e = parseEnv(identityEnvSchema, env);
  return {
    host: e.HOST,
    port: e.IDENTITY_PORT ?? e.PORT ?? DEFAULT_IDENTITY_PORT,
    mongodbUri: e.MONGODB_URI,
    internalSecret: e.INTERNAL_SECRET,
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    accessCodes: splitAccessCodes(e.ACCESS_CODE),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_REDIRECT_URI
        ? { clientId: e.GOOGLE_CLIENT_ID, redirectUri: e.GOOGLE_REDIRECT_URI }
        : undefined,
    teacherRegistrationCode: e.TEACHER_REGISTRATION_CODE,
  };
}
