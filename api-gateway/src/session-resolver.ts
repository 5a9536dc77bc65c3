import { z } from 'zod';
import { type Role, type User, roleSchema, userSchema } from '@d742/contracts';
import { createInternalClient, ServiceRefusedError } from '@d742/service-kit';
import { ServiceUnavailableError } from './errors';
import { TtlCache } from './ttl-cache';

export interface SessionUser {
  userId: string;
  role: Role;
}

export interface SessionResolver {
  /** The signed-in user of a session id, or null when there is no live session. */
  resolve(sid: string | undefined | null): Promise<SessionUser | null>;
  /**
   * The same, whole, as `GET /api/auth/session` answers it, asked of identity now, never cached
   * (the signed-in page, decision 034: a profile saved seconds ago shows).
   */
  resolveUser(sid: string | undefined | null): Promise<User | null>;
  /** Drops a cached answer (sign-out). */
  forget(sid: string | undefined | null): void;
}

export interface SessionResolverOptions {
  identityUrl: string;
  secret: string;
  cacheTtlMs?: number;
  cacheMax?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** What authorizing a call needs of identity's answer (the rest may grow without touching this). */
const sessionAnswerSchema = z.object({
  user: z.object({ id: z.string().min(1), role: roleSchema }),
});
/** The whole user, as `GET /api/auth/session` answers it (the signed-in page, decision 034). */
const sessionUserAnswerSchema = z.object({ user: userSchema });
/** Identity issues base64url ids; anything else cannot be a session and never leaves the gateway. */
const SID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function createSessionResolver(opts: SessionResolverOptions): SessionResolver {
  const cache = new TtlCache<string, SessionUser>(
    opts.cacheMax ?? 10_000,
    opts.cacheTtlMs ?? 5_000,
    opts.now,
  );

  const identity = createInternalClient({
    baseUrl: opts.identityUrl,
    secret: opts.secret,
    caller: 'api-gateway',
    timeoutMs: opts.timeoutMs ?? 3_000,
  });

  /** Identity's answer for `sid` read with `schema`; null when there is no live session. */
  async function lookup<T>(sid: string, schema: z.ZodType<{ user: T }>): Promise<T | null> {
    try {
      const { user } = await identity.get(`/internal/sessions/${encodeURIComponent(sid)}`, {
        schema,
      });
      return user;
    } catch (error) {
      if (error instanceof ServiceRefusedError && error.status === 404) return null;
      // Unreachable, refused otherwise, or an answer off the contract: nobody can be signed in now.
      throw new ServiceUnavailableError('identity');
    }
  }

  return {
    async resolve(sid) {
      if (!sid || !SID_PATTERN.test(sid)) return null;
      const cached = cache.get(sid);
      if (cached) return cached;
      const user = await lookup(sid, sessionAnswerSchema);
      const found = user && { userId: user.id, role: user.role };
      if (found) cache.set(sid, found);
      return found;
    },
    // Never from the cache: a language or name saved moments ago must be in the page.
    async resolveUser(sid) {
      if (!sid || !SID_PATTERN.test(sid)) return null;
      return lookup(sid, sessionUserAnswerSchema);
    },
    forget(sid) {
      if (sid) cache.delete(sid);
    },
  };
}
