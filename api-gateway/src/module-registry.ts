import type { Middleware } from 'koa';
import { REMOTE_NAMES, type RemoteModule, type RemoteName } from '@d742/contracts';
import { MethodNotAllowedError } from './errors';
import { TtlCache } from './ttl-cache';

export interface ModuleRegistryOptions {
  remotes: Record<RemoteName, string>;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
}

export interface ModuleRegistry {
  list(): Promise<RemoteModule[]>;
}

export const manifestUrl = (name: RemoteName): string => `/mfe/${name}/mf-manifest.json`;

/** Reads metaData.buildInfo.buildVersion of an mf-manifest.json; null when the remote cannot be reached. */
async function fetchVersion(baseUrl: string, timeoutMs: number): Promise<string | null> {
  try {
    const res = await fetch(`${baseUrl}/mf-manifest.json`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return null;
    const manifest = (await res.json()) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && version.length > 0 ? version : 'unknown';
  } catch {
    return null;
  }
}

export function createModuleRegistry(opts: ModuleRegistryOptions): ModuleRegistry {
  const timeoutMs = opts.timeoutMs ?? 1_000;
  const cache = new TtlCache<RemoteName, Promise<string | null>>(
    REMOTE_NAMES.length,
    opts.cacheTtlMs ?? 3_000,
    opts.now,
  );

  const versionOf = (name: RemoteName): Promise<string | null> => {
    let pending = cache.get(name);
    if (!pending) {
      // Caching the promise makes concurrent requests share one manifest fetch.
      pending = fetchVersion(opts.remotes[name], timeoutMs);
      cache.set(name, pending);
    }
    return pending;
  };

  return {
    list: () =>
      Promise.all(
        REMOTE_NAMES.map(async (name) => ({
          name,
          manifestUrl: manifestUrl(name),
          version: await versionOf(name),
        })),
      ),
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
