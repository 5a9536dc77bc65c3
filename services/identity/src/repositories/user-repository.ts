import { Types } from 'mongoose';
import { ConflictError } from '@d742/service-kit';
import type { UserModel, UserRecord } from '../models/user.model';

export type NewUser = Omit<UserRecord, '_id' | 'createdAt' | 'updatedAt'> & {
  _id?: Types.ObjectId;
};

export const DUPLICATE_ACCOUNT_MESSAGE = 'An account with this email already exists';

function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}

export class UserRepository {
  constructor(private readonly users: UserModel) {}

  findById(id: string): Promise<UserRecord | null> {
    if (!Types.ObjectId.isValid(id) || !/^[a-f0-9]{24}$/i.test(id)) return Promise.resolve(null);
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  /** Username or email, case-insensitive (both are stored lowercase). */
  findByLogin(login: string): Promise<UserRecord | null> {
    const value = login.trim().toLowerCase();
    return this.users
      .findOne({ $or: [{ username: value }, { email: value }] })
      .lean<UserRecord>()
      .exec();
  }

  async isTaken(email: string): Promise<boolean> {
    const value = email.toLowerCase();
    return (await this.users.exists({ $or: [{ email: value }, { username: value }] })) !== null;
  }

  async create(user: NewUser): Promise<UserRecord> {
    try {
      const created = await this.users.create(user);
      return created.toObject();
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
