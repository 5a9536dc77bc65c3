import { parseEnv, portFromEnv, serviceEnvSchema } from '@d742/service-kit';

export const DEFAULT_ACADEMICS_PORT = 4102;

const academicsEnvSchema = serviceEnvSchema.extend({
  ACADEMICS_PORT: portFromEnv.optional(),
});

/** Parsed once at start; throws listing every bad variable. ACADEMICS_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(academicsEnvSchema, env);
  return { ...parsed, port: parsed.ACADEMICS_PORT ?? parsed.PORT ?? DEFAULT_ACADEMICS_PORT };
}
export type AcademicsConfig = ReturnType<typeof loadConfig>;
