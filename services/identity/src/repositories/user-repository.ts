import { Types } from 'mongoose';
import { ConflictError } from '@d742/service-kit';
import type { UserModel, UserRecord } from '../models/user.model';
import type { LanguageDirectory } from './language-directory';

export type NewUser = Omit<UserRecord, '_id' | 'createdAt' | 'updatedAt'> & {
  _id?: Types.ObjectId;
};

export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists';
export const EMAIL_TAKEN_MESSAGE = 'This email address is used by another account';

/** Fields a person may change on their own account. */
export type ProfileChanges = Partial<
  Pick<
    UserRecord,
    'firstName' | 'lastName' | 'email' | 'username' | 'phone' | 'language' | 'languageChosenAt'
  >
> & { notifications?: Partial<NonNullable<UserRecord['notifications']>> };

/** An account's id as stored: 24 hex digits (anything else names no account). */
function isAccountId(id: string): boolean {
  return Types.ObjectId.isValid(id) && /^[a-f0-9]{24}$/i.test(id);
}

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

export class UserRepository {
  /** `languages`: the accounts' languages held in memory (decision 040). */
  constructor(
    private readonly users: UserModel,
    private readonly languages: LanguageDirectory,
  ) {}

  findById(id: string): Promise<UserRecord | null> {
    if (!isAccountId(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  /**
   * One person's preferred language (null: no such account): from the language directory when it
   * holds the account, else read with only that field (FerretDB then sends and the driver decodes
   * one field instead of the whole account) and kept there.
   */
  async languageOf(id: string): Promise<UserRecord['language'] | null> {
    if (!isAccountId(id)) return null;
    const key = id.toLowerCase();
    const held = this.languages.get(key);
    if (held !== undefined) return held;
    const user = await this.users
      .findById(key, { language: 1 })
      .lean<Pick<UserRecord, 'language'>>()
      .exec();
    if (user) this.languages.remember(key, user.language ?? null);
    return user?.language ?? null;
  }

  /**
   * The account whose `first` field, or else whose other field, is `value`. Two equality reads
   * rather than one `$or`: FerretDB hands a top-level equality to PostgreSQL's index, but reads
   * every account for an `$or` (370-430 ms a sign-in at 10,000 students, against 5 ms; decision
   * 022). Registration and email changes check both fields, so a value is normally one account's;
   * should an administrator give a username that is another account's email, `first` decides which
   * account answers (the `$or` answered whichever PostgreSQL happened to return first).
   */
  private async findByEither(
    value: string,
    first: 'username' | 'email',
  ): Promise<UserRecord | null> {
    const second = first === 'username' ? 'email' : 'username';
    return (
      (await this.users
        .findOne({ [first]: value })
        .lean<UserRecord>()
        .exec()) ??
      (await this.users
        .findOne({ [second]: value })
        .lean<UserRecord>()
        .exec())
    );
  }

  /** Username or email, case-insensitive (both are stored lowercase). */
  findByLogin(login: string): Promise<UserRecord | null> {
    return this.findByEither(login.trim().toLowerCase(), 'username');
  }

  async isTaken(email: string): Promise<boolean> {
    const value = email.toLowerCase();
    return (
      (await this.users.exists({ email: value })) !== null ||
      (await this.users.exists({ username: value })) !== null
    );
  }

  /** The account whose email or username is `email` (case-insensitive), or null. */
  findEmailHolder(email: string): Promise<UserRecord | null> {
    return this.findByEither(email.trim().toLowerCase(), 'email');
  }

  /** Applies `changes` (switches one by one) and answers the updated account; null when gone. */
  async updateProfile(id: Types.ObjectId, changes: ProfileChanges): Promise<UserRecord | null> {
    const { notifications, ...fields } = changes;
    const $set: Record<string, unknown> = { ...fields };
    for (const [channel, on] of Object.entries(notifications ?? {}))
      $set[`notifications.${channel}`] = on;
    try {
      const updated = await this.users
        .findOneAndUpdate({ _id: id }, { $set }, { returnDocument: 'after', runValidators: true })
        .lean<UserRecord>()
        .exec();
      if (updated) this.languages.remember(updated._id.toHexString(), updated.language ?? null);
      return updated;
    } catch (err) {
      // Another account took the email between our check and this write (the unique index).
      if (isDuplicateKey(err))
        throw new ConflictError(EMAIL_TAKEN_MESSAGE, { code: 'EMAIL_TAKEN' });
      throw err;
    }
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const created = (await this.users.create(user)).toObject();
      this.languages.remember(created._id.toHexString(), created.language ?? null);
      return created;
    } catch (err) {
      if (isDuplicateKey(err))
        throw new ConflictError(DUPLICATE_ACCOUNT_MESSAGE, { code: 'ACCOUNT_EXISTS' });
      throw err;
    }
  }

  async setSecrets(
    id: Types.ObjectId,
    secrets: { passwordHash?: string; passcodeHash?: string },
  ): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: secrets }).exec();
  }
}
