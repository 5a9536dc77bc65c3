import { parseEnv, portFromEnv, serviceEnvSchema } from '@d742/service-kit';

export const DEFAULT_VOICE_PORT = 4104;

const voiceEnvSchema = serviceEnvSchema.extend({
  VOICE_PORT: portFromEnv.optional(),
});

/** Parsed once at start; throws listing every bad variable. VOICE_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = parseEnv(voiceEnvSchema, env);
  return { ...parsed, port: parsed.VOICE_PORT ?? parsed.PORT ?? DEFAULT_VOICE_PORT };
}
export type VoiceConfig = ReturnType<typeof loadConfig>;
