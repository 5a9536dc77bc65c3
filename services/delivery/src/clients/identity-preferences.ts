import {
  internalNotificationPreferencesSchema,
  type InternalNotificationPreferences,
} from '@d742/contracts';
import { createInternalClient, ServiceRefusedError, type InternalClient } from '@d742/service-kit';

/**
 * A user's switches, language, address and role, asked of identity (which owns them) through its
 * signed `GET /internal/users/:id/notification-preferences` at the moment of sending. null: no
 * such user. Identity unreachable throws, and the queue retries later.
 */
export class IdentityPreferences {
  private readonly identity: InternalClient;

  constructor(opts: { identityUrl: string; secret: string; timeoutMs?: number }) {
    this.identity = createInternalClient({
      baseUrl: opts.identityUrl,
      secret: opts.secret,
      caller: 'delivery',
      timeoutMs: opts.timeoutMs,
    });
  }

  async of(userId: string): Promise<InternalNotificationPreferences | null> {
    try {
      return await this.identity.get(
        `/internal/users/${encodeURIComponent(userId)}/notification-preferences`,
        { schema: internalNotificationPreferencesSchema },
      );
    } catch (err) {
      if (err instanceof ServiceRefusedError && err.status === 404) return null;
      throw err;
    }
  }
}
