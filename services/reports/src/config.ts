import { loadServiceConfig } from '@d742/service-kit';

/** Parsed once at start; throws listing every bad variable. REPORTS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('reports', env);
}
export type ReportsConfig = ReturnType<typeof loadConfig>;
