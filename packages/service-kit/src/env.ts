import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';

/** Parses environment variables once; the error lists every bad variable, not just the first. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw invalidEnvError(result.error.issues);
}

/** One error naming every bad variable, e.g. from several schemas parsed over the same environment. */
export function invalidEnvError(issues: readonly z.core.$ZodIssue[]): Error {
  const lines = issues.map((issue) => {
    const name = issue.path.length ? issue.path.join('.') : '(environment)';
    return `  ${name}: ${issue.message}`;
  });
  return new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** 'true' or '1' mean on; anything else (or unset) means off. */
export const booleanFromEnv = z
  .string()
  .optional()
  .transform((value) => value?.trim().toLowerCase() === 'true' || value?.trim() === '1');

export const portFromEnv = z.coerce.number().int().min(0).max(65535);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const serviceEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: portFromEnv.optional(),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI'),
    INTERNAL_SECRET: z.string().min(1, 'is required'),
    DEMO_MODE: booleanFromEnv,
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    GATEWAY_INTERNAL_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.gateway}`),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.INTERNAL_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['INTERNAL_SECRET'],
        message: 'must be at least 32 characters in production',
      });
    }
  });

export type ServiceEnv = z.infer<typeof serviceEnvSchema>;
