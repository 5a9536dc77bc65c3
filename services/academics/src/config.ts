import { loadServiceConfig } from '@d742/service-kit';

/** Parsed once at start; throws listing every bad variable. ACADEMICS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('academics', env);
}
export type AcademicsConfig = ReturnType<typeof loadConfig>;
