import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import type { SessionModel, SessionRecord } from '../models/session.model';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  userId: Types.ObjectId;
  ip: string;
  userAgent: string;
  now: number;
  ttlMs: number;
}

export class SessionRepository {
  constructor(private readonly sessions: SessionModel) {}

  /** Returns the raw token for the cookie; only its hash is stored. */
  async create(s: NewSession): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = s.now + s.ttlMs;
    await this.sessions.create({
      tokenHash: hashToken(token),
      userId: s.userId,
      createdAt: new Date(s.now),
      expiresAt: new Date(expiresAt),
      ip: s.ip,
      userAgent: s.userAgent.slice(0, 512),
    });
    return { token, expiresAt };
  }

  /** A live session, or null; an expired one is deleted on sight. */
  async findLive(token: string | undefined, now: number): Promise<SessionRecord | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const session = await this.sessions
      .findOne({ tokenHash: hashToken(token) })
      .lean<SessionRecord>()
      .exec();
    if (!session) return null;
    if (session.expiresAt.getTime() <= now) {
      await this.sessions.deleteOne({ _id: session._id }).exec();
      return null;
    }
    return session;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.sessions.deleteOne({ tokenHash: hashToken(token) }).exec();
  }

  async revokeById(id: Types.ObjectId): Promise<void> {
    await this.sessions.deleteOne({ _id: id }).exec();
  }

  async purgeExpired(now: number): Promise<number> {
    const result = await this.sessions.deleteMany({ expiresAt: { $lte: new Date(now) } }).exec();
    return result.deletedCount;
  }

  /** Signs a person out everywhere but `keep` (their current session, when known); the count. */
  async revokeOthers(userId: Types.ObjectId, keep: Types.ObjectId | null): Promise<number> {
    const result = await this.sessions
      .deleteMany(keep ? { userId, _id: { $ne: keep } } : { userId })
      .exec();
    return result.deletedCount;
  }
}
