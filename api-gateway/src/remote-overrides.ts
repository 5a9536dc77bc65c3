import type pino from 'pino';
import {
  errorBodySchema,
  remoteOverrideListSchema,
  type RemoteName,
  type RemoteOverride,
} from '@d742/contracts';
import { createInternalClient, ServiceRefusedError, type InternalClient } from '@d742/service-kit';
import { ConflictError, ServiceUnavailableError } from './errors';

/** The manifest URL of each overridden remote; a remote not in the map uses the gateway's default. */
export type OverrideMap = Partial<Record<RemoteName, string>>;

export interface RemoteOverrides {
  /** The overrides identity holds, cached briefly; identity unreachable → {} (the defaults). */
  current(): Promise<OverrideMap>;
  /** The next current() asks identity again. */
  invalidate(): void;
  /** Stores an override (null: back to the default); identity records who did it. */
  set(name: RemoteName, manifestUrl: string | null, actorId: string): Promise<void>;
  /** Back to the previous manifest; identity answers 409 when there is nothing to roll back to. */
  rollback(name: RemoteName, actorId: string): Promise<void>;
}

export interface RemoteOverridesOptions {
  identityUrl: string;
  secret: string;
  logger: pino.Logger;
  /** How long one answer of identity serves every request; default 2 s. */
  cacheTtlMs?: number;
  /** A page load waits at most this long for identity; default 1 s. */
  timeoutMs?: number;
  now?: () => number;
}

const toMap = (list: readonly RemoteOverride[]): OverrideMap =>
  Object.fromEntries(
    list.flatMap((o) => (o.manifestUrl === null ? [] : [[o.name, o.manifestUrl]])),
  ) as OverrideMap;

/** Identity's refusal of a write, as the gateway's own error (409 passes through, the rest is a 502). */
function writeError(error: unknown, logger: pino.Logger): Error {
  if (error instanceof ServiceRefusedError && error.status === 409) {
    const body = errorBodySchema.safeParse(error.body);
    return body.success
      ? new ConflictError(body.data.error, { code: body.data.code })
      : new ConflictError('Nothing to roll back to', { code: 'NOTHING_TO_ROLL_BACK' });
  }
  logger.error({ err: error }, 'identity refused a remote override');
  return new ServiceUnavailableError('identity');
}

/**
 * Remote overrides live in identity, so every gateway instance serves the same module registry.
 * One lookup is shared by all requests for `cacheTtlMs`: an override reaches a parent's next page
 * load within that time (at once on the instance that made it).
 */
export function createRemoteOverrides(opts: RemoteOverridesOptions): RemoteOverrides {
  const ttlMs = opts.cacheTtlMs ?? 2_000;
  const now = opts.now ?? Date.now;
  const identity: InternalClient = createInternalClient({
    baseUrl: opts.identityUrl,
    secret: opts.secret,
    caller: 'api-gateway',
    timeoutMs: opts.timeoutMs ?? 1_000,
  });
  let cached: { value: Promise<OverrideMap>; expiresAt: number } | null = null;

  async function lookup(): Promise<OverrideMap> {
    try {
      return toMap(
        await identity.get('/internal/remote-overrides', { schema: remoteOverrideListSchema }),
      );
    } catch (err) {
      // The configured remotes still work: better the defaults than no portal.
      opts.logger.warn({ err }, 'remote overrides unavailable; serving the configured remotes');
      return {};
    }
  }

  const path = (name: RemoteName) => `/internal/remote-overrides/${encodeURIComponent(name)}`;

  return {
    current() {
      if (!cached || cached.expiresAt <= now()) {
        // Caching the promise makes concurrent requests share one lookup (a failed one too, for the TTL).
        cached = { value: lookup(), expiresAt: now() + ttlMs };
      }
      return cached.value;
    },
    invalidate() {
      cached = null;
    },
    async set(name, manifestUrl, actorId) {
      try {
        await identity.post(path(name), { manifestUrl, actorId }, { timeoutMs: 3_000 });
      } catch (error) {
        throw writeError(error, opts.logger);
      } finally {
        cached = null;
      }
    },
    async rollback(name, actorId) {
      try {
        await identity.post(`${path(name)}/rollback`, { actorId }, { timeoutMs: 3_000 });
      } catch (error) {
        throw writeError(error, opts.logger);
      } finally {
        cached = null;
      }
    },
  };
}
