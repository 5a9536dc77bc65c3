import {
  INTERNAL_LANGUAGES_MAX,
  internalLanguagesSchema,
  internalNotificationPreferencesSchema,
  type Language,
} from '@d742/contracts';
import {
  createInternalClient,
  readEachKey,
  ServiceRefusedError,
  type InternalClient,
} from '@d742/service-kit';
import type pino from 'pino';

/**
 * People's preferred languages, asked of identity (which owns them, decision 014) through its
 * internal `POST /internal/users/languages`, signed as `system`. An unknown
 * user, or identity unreachable or refusing, gives null for that user: a roster still loads, and
 * nobody's language is guessed.
 */
export class UserLanguages {
  private readonly identity: InternalClient;

  constructor(
    opts: { identityUrl: string; secret: string; timeoutMs?: number },
    private readonly logger: pino.Logger,
  ) {
    this.identity = createInternalClient({
      baseUrl: opts.identityUrl,
      secret: opts.secret,
      caller: 'academics',
      timeoutMs: opts.timeoutMs,
    });
  }

  /**
   * Everyone's in one call per INTERNAL_LANGUAGES_MAX (`POST /internal/users/languages`); an
   * identity without that route (deployed before it, answering 404) is asked person by person.
   */
  async of(userIds: readonly string[]): Promise<Map<string, Language | null>> {
    const ids = [...new Set(userIds.filter(Boolean))];
    const languages = new Map<string, Language | null>();
    try {
      for (let i = 0; i < ids.length; i += INTERNAL_LANGUAGES_MAX) {
        const userIds = ids.slice(i, i + INTERNAL_LANGUAGES_MAX);
        const answer = await this.identity.post(
          '/internal/users/languages',
          { userIds },
          { schema: internalLanguagesSchema },
        );
        for (const id of userIds) languages.set(id, answer.languages[id] ?? null);
      }
      return languages;
    } catch (err) {
      if (!(err instanceof ServiceRefusedError && err.status === 404)) {
        this.logger.warn({ err }, 'identity did not tell the languages');
        return new Map(ids.map((id) => [id, null]));
      }
    }
    return this.oneByOne(ids);
  }

  private async oneByOne(ids: readonly string[]): Promise<Map<string, Language | null>> {
    let failures = 0;
    const lookUp = async (id: string): Promise<Language | null> => {
      try {
        const { language } = await this.identity.get(
          `/internal/users/${encodeURIComponent(id)}/notification-preferences`,
          { schema: internalNotificationPreferencesSchema },
        );
        return language;
      } catch (err) {
        if (!(err instanceof ServiceRefusedError && err.status === 404)) {
          failures += 1;
          if (failures === 1) this.logger.warn({ err }, 'identity did not tell a language');
        }
        return null;
      }
    };
    // Eight in flight at once (readEachKey), as before the batch call.
    const found = await readEachKey(ids, lookUp);
    return new Map(ids.map((id, i) => [id, found[i] ?? null]));
  }
}
