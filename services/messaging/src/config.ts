import { z } from 'zod';
import { parseEnv, portFromEnv, serviceEnvSchema } from '@d742/service-kit';

export const DEFAULT_MESSAGING_PORT = 4103;
export const DEFAULT_ACADEMICS_URL = 'http://127.0.0.1:4102';

const messagingEnvSchema = serviceEnvSchema.extend({
  MESSAGING_PORT: portFromEnv.optional(),
  /** Academics owns the family graph: whom a staff message reaches. */
  ACADEMICS_URL: z.url().default(DEFAULT_ACADEMICS_URL),
});

/** Parsed once at start; throws listing every bad variable. MESSAGING_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(messagingEnvSchema, env);
  return { ...parsed, port: parsed.MESSAGING_PORT ?? parsed.PORT ?? DEFAULT_MESSAGING_PORT };
}
export type MessagingConfig = ReturnType<typeof loadConfig>;
