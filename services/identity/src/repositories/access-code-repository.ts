import { deriveKey, hmacHex } from '../security/keys';
import type { AccessCodeModel, AccessCodeSource } from '../models/access-code.model';

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

  /** Makes `codes` the whole set for `source`: rotating ACCESS_CODE retires the old codes. */
  async replaceSource(source: AccessCodeSource, codes: string[], now: number): Promise<void> {
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
}
