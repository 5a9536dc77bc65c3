import type { Middleware } from 'koa';
import type pino from 'pino';
import {
  REMOTE_NAMES,
  type RemoteModule,
  type RemoteName,
  type RemoteStatus,
} from '@d742/contracts';
import { MethodNotAllowedError } from './errors';
import { fetchManifest, locateManifest, manifestVersion } from './remote-manifest';
import type { OverrideMap, RemoteOverrides } from './remote-overrides';
import { TtlCache } from './ttl-cache';

export interface ModuleRegistryOptions {
  /** Each remote's own server (REMOTE_URL_*): the default manifests are fetched there. */
  remotes: Record<RemoteName, string>;
  /** Overrides an administrator set; without them every remote uses its default. */
  overrides?: Pick<RemoteOverrides, 'current' | 'invalidate'>;
  /** REMOTE_ALLOWED_ORIGINS: an override elsewhere (the list changed since) falls back to the default. */
  allowedOrigins?: readonly string[];
  /** How the gateway reaches itself: same-origin override paths are fetched there. */
  selfUrl?: string;
  logger?: pino.Logger;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
}

export interface ModuleRegistry {
  /** GET /api/modules: what every parent's page loads. */
  list(): Promise<RemoteModule[]>;
  /** The admin overview's view: effective and default manifest, overridden, reachable. */
  statuses(): Promise<RemoteStatus[]>;
  /** An override changed: the next call asks identity again. */
  invalidate(): void;
}

export const manifestUrl = (name: RemoteName): string => `/mfe/${name}/mf-manifest.json`;

/** Reads metaData.buildInfo.buildVersion of an mf-manifest.json; null when it cannot be fetched. */
async function fetchVersion(url: string, timeoutMs: number): Promise<string | null> {
  const fetched = await fetchManifest(url, timeoutMs);
  return fetched.kind === 'ok' ? manifestVersion(fetched.manifest) : null;
}

export function createModuleRegistry(opts: ModuleRegistryOptions): ModuleRegistry {
  const timeoutMs = opts.timeoutMs ?? 1_000;
  const cache = new TtlCache<string, Promise<string | null>>(
    REMOTE_NAMES.length * 4,
    opts.cacheTtlMs ?? 3_000,
    opts.now,
  );

  const versionAt = (url: string): Promise<string | null> => {
    let pending = cache.get(url);
    if (!pending) {
      // Caching the promise makes concurrent requests share one manifest fetch.
      pending = fetchVersion(url, timeoutMs);
      cache.set(url, pending);
    }
    return pending;
  };

  /** The manifest a remote uses now, and where the gateway reads its version. */
  function effective(name: RemoteName, overrides: OverrideMap) {
    const override = overrides[name];
    if (override !== undefined && opts.selfUrl) {
      const location = locateManifest(override, {
        allowedOrigins: opts.allowedOrigins ?? [],
        selfUrl: opts.selfUrl,
      });
      if (location) return { manifestUrl: override, fetchUrl: location.fetchUrl, overridden: true };
      opts.logger?.warn({ remote: name, override }, 'remote override not allowed; using default');
    }
    return {
      manifestUrl: manifestUrl(name),
      fetchUrl: `${opts.remotes[name]}/mf-manifest.json`,
      overridden: false,
    };
  }

  async function statuses(): Promise<RemoteStatus[]> {
    const overrides = opts.overrides ? await opts.overrides.current() : {};
    return Promise.all(
      REMOTE_NAMES.map(async (name) => {
        const remote = effective(name, overrides);
        const version = await versionAt(remote.fetchUrl);
        return {
          name,
          manifestUrl: remote.manifestUrl,
          defaultManifestUrl: manifestUrl(name),
          overridden: remote.overridden,
          version,
          reachable: version !== null,
        };
      }),
    );
  }

  return {
    statuses,
    list: async () =>
      (await statuses()).map(({ name, manifestUrl: url, version }) => ({
        name,
        manifestUrl: url,
        version,
      })),
    invalidate: () => opts.overrides?.invalidate(),
  };
}

export function moduleRegistryRoute(registry: ModuleRegistry): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/api/modules') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET');
      throw new MethodNotAllowedError();
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await registry.list();
  };
}
