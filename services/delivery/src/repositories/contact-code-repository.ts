import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CONTACT_CODE_LENGTH,
  CONTACT_CODE_MAX_TRIES,
  CONTACT_CODE_TTL_MINUTES,
  CONTACT_CODES_PER_HOUR,
  type ContactChannel,
} from '@d742/contracts';
import type { ContactCodeDoc, DeliveryModels } from '../models';

const HOUR_MS = 3600_000;

export type ConfirmOutcome =
  | { kind: 'confirmed'; destination: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'expired' };

/**
 * One-time codes for contact verification: 6 digits from crypto.randomInt, only an HMAC (keyed with
 * the internal secret, salted per code) stored, 10 minutes' life, 5 wrong tries, 5 a hour.
 */
export class ContactCodeRepository {
  constructor(
    private readonly models: Pick<DeliveryModels, 'ContactCode'>,
    private readonly secret: string,
  ) {}

  private hashOf(code: string, salt: string): string {
    return createHmac('sha256', this.secret).update(`${salt}:${code}`).digest('hex');
  }

  /** null when another code may be sent now; otherwise the seconds until one may. */
  async retryAfter(userId: string, channel: ContactChannel, now: Date): Promise<number | null> {
    const recent = await this.models.ContactCode.find({
      userId,
      channel,
      createdAt: { $gt: new Date(now.getTime() - HOUR_MS) },
    })
      .sort({ createdAt: 1 })
      .lean()
      .exec();
    if (recent.length < CONTACT_CODES_PER_HOUR) return null;
    const oldest = recent[recent.length - CONTACT_CODES_PER_HOUR]!;
    return Math.max(1, Math.ceil((oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000));
  }

  /** A new code for that destination; earlier pending ones of the channel are void. Returns the code. */
  async issue(
    userId: string,
    channel: ContactChannel,
    destination: string,
    now: Date,
  ): Promise<{ code: string; doc: ContactCodeDoc }> {
    await this.models.ContactCode.updateMany(
      { userId, channel, usedAt: null },
      { $set: { usedAt: now } },
    ).exec();
    const code = String(randomInt(0, 10 ** CONTACT_CODE_LENGTH)).padStart(CONTACT_CODE_LENGTH, '0');
    const salt = randomBytes(16).toString('hex');
    const doc = await this.models.ContactCode.create({
      userId,
      channel,
      destination,
      salt,
      hash: this.hashOf(code, salt),
      expiresAt: new Date(now.getTime() + CONTACT_CODE_TTL_MINUTES * 60_000),
      tries: 0,
      usedAt: null,
      createdAt: now,
    });
    return { code, doc: doc.toObject() };
  }

  /** The code that can still be confirmed (unused, unexpired, tries left), or null. */
  async pending(
    userId: string,
    channel: ContactChannel,
    now: Date,
  ): Promise<ContactCodeDoc | null> {
    return this.models.ContactCode.findOne({
      userId,
      channel,
      usedAt: null,
      expiresAt: { $gt: now },
      tries: { $lt: CONTACT_CODE_MAX_TRIES },
    })
      .sort({ createdAt: -1 })
      .lean()
      .exec();
  }

  /**
   * Retention: codes used or expired, once they are older than the hourly limit's window (which
   * counts them). Every code older than an hour is expired (they live 10 minutes).
   */
  async purgeSpent(now: Date): Promise<number> {
    // A code lives CONTACT_CODE_TTL_MINUTES from its creation, so every code older than the hourly
    // limit's window (and than its lifetime) is used or expired: the age alone decides, on the
    // createdAt index.
    const keep = Math.max(HOUR_MS, CONTACT_CODE_TTL_MINUTES * 60_000);
    const { deletedCount } = await this.models.ContactCode.deleteMany({
      createdAt: { $lt: new Date(now.getTime() - keep) },
    }).exec();
    return deletedCount;
  }

  /**
   * Checks a code against the pending one for `destination` (the profile's address now): a
   * changed address, no pending code or an expired one is 'expired'; a wrong code costs a try.
   */
  async confirm(
    userId: string,
    channel: ContactChannel,
    destination: string,
    code: string,
    now: Date,
  ): Promise<ConfirmOutcome> {
    const pending = await this.pending(userId, channel, now);
    if (!pending || pending.destination !== destination) return { kind: 'expired' };
    const expected = Buffer.from(pending.hash, 'hex');
    const given = Buffer.from(this.hashOf(code, pending.salt), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      const { modifiedCount } = await this.models.ContactCode.updateOne(
        { _id: pending._id, usedAt: null },
        { $set: { usedAt: now } },
      ).exec();
      return modifiedCount > 0 ? { kind: 'confirmed', destination } : { kind: 'expired' };
    }
    const tries = pending.tries + 1;
    await this.models.ContactCode.updateOne({ _id: pending._id }, { $inc: { tries: 1 } }).exec();
    const triesLeft = Math.max(0, CONTACT_CODE_MAX_TRIES - tries);
    return { kind: 'wrong', triesLeft };
  }
}
