import { parseEnv, portFromEnv, serviceEnvSchema } from '@d742/service-kit';

export const DEFAULT_MESSAGING_PORT = 4103;

const messagingEnvSchema = serviceEnvSchema.extend({
  MESSAGING_PORT: portFromEnv.optional(),
});

/** Parsed once at start; throws listing every bad variable. MESSAGING_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(messagingEnvSchema, env);
  return { ...parsed, port: parsed.MESSAGING_PORT ?? parsed.PORT ?? DEFAULT_MESSAGING_PORT };
}
export type MessagingConfig = ReturnType<typeof loadConfig>;
