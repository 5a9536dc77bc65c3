import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { loadServiceConfig } from '@d742/service-kit';

const messagingEnvSchema = z
  .object({
    /** Academics owns the family graph: whom a staff message reaches. */
    ACADEMICS_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.academics}`),
  })
  .transform((e) => ({ academicsUrl: e.ACADEMICS_URL }));

/** Parsed once at start; throws listing every bad variable. MESSAGING_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('messaging', env, messagingEnvSchema);
}
export type MessagingConfig = ReturnType<typeof loadConfig>;
