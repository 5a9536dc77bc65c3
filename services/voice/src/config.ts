import { loadServiceConfig } from '@d742/service-kit';

/** Parsed once at start; throws listing every bad variable. VOICE_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('voice', env);
}
export type VoiceConfig = ReturnType<typeof loadConfig>;
