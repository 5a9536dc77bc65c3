import { profileSchema, type Language } from '@d742/contracts';
import type { createLogger, Identity } from '@d742/service-kit';

import { callAsCaller } from './as-caller';

const TIMEOUT_MS = 3000;

/**
 * A parent's name for what they send, read from identity's `GET /api/user/profile` signed as that
 * parent (their own profile: nothing about anyone else is asked). Staff names come from academics
 * (the school's record) instead. Null when identity cannot say: the message is still sent and
 * shows the sender's role.
 */
export class SenderNames {
  constructor(
    private readonly opts: {
      identityUrl: string;
      secret: string;
      logger: ReturnType<typeof createLogger>;
    },
  ) {}

  async nameOf(sender: Identity, language: Language): Promise<string | null> {
    try {
      const profile = await callAsCaller({
        url: `${this.opts.identityUrl.replace(/\/+$/, '')}/api/user/profile`,
        secret: this.opts.secret,
        caller: sender,
        language,
        timeoutMs: TIMEOUT_MS,
        schema: profileSchema,
      });
      return `${profile.firstName} ${profile.lastName}`.trim() || null;
    } catch (err) {
      this.opts.logger.warn({ err }, "identity did not tell the sender's name");
      return null;
    }
  }
}
