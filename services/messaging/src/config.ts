import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { loadServiceConfig } from '@d742/service-kit';

const serviceUrl = (name: keyof typeof DEFAULT_PORTS.services) =>
  z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services[name]}`);

const messagingEnvSchema = z
  .object({
    /** Academics owns the family graph: whom a staff message reaches, who teaches a child. */
    ACADEMICS_URL: serviceUrl('academics'),
    /** The voice service translates and transcribes at send time, called as the sender. */
    VOICE_URL: serviceUrl('voice'),
    /** Identity knows a parent's name (their own profile, read as that parent). */
    IDENTITY_URL: serviceUrl('identity'),
  })
  .transform((e) => ({
    academicsUrl: e.ACADEMICS_URL,
    voiceUrl: e.VOICE_URL,
    identityUrl: e.IDENTITY_URL,
  }));

/** Parsed once at start; throws listing every bad variable. MESSAGING_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('messaging', env, messagingEnvSchema);
}
export type MessagingConfig = ReturnType<typeof loadConfig>;
