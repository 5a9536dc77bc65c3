import { parseEnv, portFromEnv, serviceEnvSchema } from '@d742/service-kit';

export const DEFAULT_REPORTS_PORT = 4105;

const reportsEnvSchema = serviceEnvSchema.extend({
  REPORTS_PORT: portFromEnv.optional(),
});

/** Parsed once at start; throws listing every bad variable. REPORTS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(reportsEnvSchema, env);
  return { ...parsed, port: parsed.REPORTS_PORT ?? parsed.PORT ?? DEFAULT_REPORTS_PORT };
}
export type ReportsConfig = ReturnType<typeof loadConfig>;
