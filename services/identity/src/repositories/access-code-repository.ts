import { deriveKey, hmacHex } from '../security/keys';
import type {
  AccessCodeModel,
  AccessCodeRecord,
  AccessCodeSource,
} from '../models/access-code.model';

export interface AccessCodeStatus {
  source: AccessCodeSource;
  /** When an administrator last rotated it; null for codes from ACCESS_CODE or the demo seed. */
  rotatedAt: Date | null;
}

export class AccessCodeRepository {
  private readonly key: Buffer;

  constructor(
    private readonly codes: AccessCodeModel,
    secret: string,
  ) {
    this.key = deriveKey(secret, 'access-code');
  }

  private hash(code: string): string {
    return hmacHex(this.key, code.trim().toUpperCase());
  }

  async matches(code: string): Promise<boolean> {
    return (await this.codes.exists({ _id: this.hash(code) })) !== null;
  }

  /**
   * Makes `codes` the whole set for `source`: rotating ACCESS_CODE retires the old codes.
   *
   * Once an administrator has rotated the code (source 'admin'), boot (ACCESS_CODE) and the demo
   * seed no longer add theirs: the rotated code stays the only valid one across restarts, and
   * leftovers of those sources are removed. To return to ACCESS_CODE, an administrator rotates to
   * that value.
   */
  async replaceSource(
    source: Exclude<AccessCodeSource, 'admin'>,
    codes: string[],
    now: number,
  ): Promise<void> {
    if (await this.codes.exists({ source: 'admin' }).exec()) {
      await this.codes.deleteMany({ source }).exec();
      return;
    }
    const hashes = codes.map((c) => this.hash(c));
    for (const _id of hashes) {
      await this.codes
        .updateOne(
          { _id },
          { $set: { source }, $setOnInsert: { createdAt: new Date(now) } },
          { upsert: true },
        )
        .exec();
    }
    await this.codes.deleteMany({ source, _id: { $nin: hashes } }).exec();
  }

  /** The administrator's rotation: `code` becomes the only valid code (env and demo codes go). */
  async rotate(code: string, now: number): Promise<Date> {
    const _id = this.hash(code);
    const rotatedAt = new Date(now);
    await this.codes
      .updateOne({ _id }, { $set: { source: 'admin', createdAt: rotatedAt } }, { upsert: true })
      .exec();
    await this.codes.deleteMany({ _id: { $ne: _id } }).exec();
    return rotatedAt;
  }

  /** Where the valid code came from; an administrator's rotation wins over the others. */
  async status(): Promise<AccessCodeStatus> {
    const docs = await this.codes.find().sort({ createdAt: -1 }).lean<AccessCodeRecord[]>().exec();
    const admin = docs.find((d) => d.source === 'admin');
    if (admin) return { source: 'admin', rotatedAt: admin.createdAt };
    return { source: docs.some((d) => d.source === 'env') ? 'env' : 'demo', rotatedAt: null };
  }
}
