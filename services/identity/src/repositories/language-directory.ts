import type { Connection } from 'mongoose';
import { userModel, type UserModel, type UserRecord } from '../models/user.model';

/** An account's language; null for an account stored without one. */
type Language = UserRecord['language'] | null;

/**
 * How often the identity service reads every account's language again (its `language directory`
 * job): the longest a change written past this process (another identity replica during a rolling
 * deploy, the district data generator, a hand edit) can go unseen. Its own writes show at once.
 */
export const LANGUAGE_DIRECTORY_REFRESH_MS = 5 * 60_000;

/** Accounts kept at most (about 100 bytes each); past it, the others are read from the database. */
export const LANGUAGE_DIRECTORY_MAX = 500_000;

/**
 * Every account's preferred language in memory, for the rosters that show each family's language
 * (`POST /internal/users/languages`, decision 040). FerretDB reads a list of ids with `$in` by
 * scanning every account (decision 022), so a roster cost one read per guardian: about 70 ms for a
 * teacher's 137 guardians at 10,000 students. The directory is filled by one pass over the
 * accounts (at start-up and every LANGUAGE_DIRECTORY_REFRESH_MS); an account it does not hold is
 * read from the database and kept.
 */
export class LanguageDirectory {
  private languages = new Map<string, Language>();
  /** Set while a pass runs: this process's writes during it, applied over what the pass read. */
  private written: Map<string, Language> | null = null;
  private loading: Promise<number> | null = null;

  constructor(private readonly users: UserModel) {}

  /** The language held for `id`; undefined when the directory does not hold that account. */
  get(id: string): Language | undefined {
    return this.languages.get(id);
  }

  /** Keeps an account's language: one just read, created or changed by this process. */
  remember(id: string, language: Language): void {
    this.written?.set(id, language);
    if (this.languages.has(id) || this.languages.size < LANGUAGE_DIRECTORY_MAX) {
      this.languages.set(id, language);
    }
  }

  /**
   * Reads every account's language in one pass and replaces what is held; one pass at a time.
   * Resolves to the number of accounts held.
   */
  load(): Promise<number> {
    this.loading ??= this.pass().finally(() => {
      this.loading = null;
      this.written = null;
    });
    return this.loading;
  }

  private async pass(): Promise<number> {
    this.written = new Map();
    const fresh = new Map<string, Language>();
    const accounts = this.users
      .find({}, { language: 1 })
      .lean<Pick<UserRecord, '_id' | 'language'>[]>()
      .cursor();
    for await (const account of accounts) {
      if (fresh.size >= LANGUAGE_DIRECTORY_MAX) break;
      fresh.set(account._id.toHexString(), account.language ?? null);
    }
    for (const [id, language] of this.written) fresh.set(id, language);
    this.languages = fresh;
    return fresh.size;
  }
}

const directories = new WeakMap<Connection, LanguageDirectory>();

/** The one directory of the accounts on `connection`: shared by the app and its refresh job. */
export function languageDirectoryOf(connection: Connection): LanguageDirectory {
  let directory = directories.get(connection);
  if (!directory) {
    directory = new LanguageDirectory(userModel(connection));
    directories.set(connection, directory);
  }
  return directory;
}
