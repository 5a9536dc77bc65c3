import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { loadServiceConfig } from '@d742/service-kit';

const academicsEnvSchema = z
  .object({
    /** Identity knows each guardian's preferred language, shown on class rosters (decision 014). */
    IDENTITY_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.identity}`),
  })
  .transform((e) => ({ identityUrl: e.IDENTITY_URL }));

/** Parsed once at start; throws listing every bad variable. ACADEMICS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('academics', env, academicsEnvSchema);
}
export type AcademicsConfig = ReturnType<typeof loadConfig>;
