import { z } from 'zod';
import type { RemoteName } from '@d742/contracts';
import { ValidationError } from './errors';

/** Where a remote's manifest may live: the gateway itself, or an origin of REMOTE_ALLOWED_ORIGINS. */
export interface ManifestLocationRules {
  /** Normalized origins (config.remoteAllowedOrigins). */
  allowedOrigins: readonly string[];
  /** How the gateway reaches itself, e.g. http://127.0.0.1:8080: same-origin paths resolve here. */
  selfUrl: string;
}

export interface ManifestLocation {
  /** What the registry hands the browser: the same-origin path, or the absolute URL. */
  manifestUrl: string;
  /** Where the gateway fetches it from. */
  fetchUrl: string;
}

const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * Accepts a same-origin path ('/mfe/academics/v2/mf-manifest.json', resolved against the gateway)
 * or an absolute http(s) URL on an allowed origin; null for anything else.
 */
export function locateManifest(raw: string, rules: ManifestLocationRules): ManifestLocation | null {
  const value = raw.trim();
  if (value.includes('\\')) return null;
  if (value.startsWith('/')) {
    // '//host/x' is protocol-relative: another origin, not a path.
    if (value.startsWith('//')) return null;
    let url: URL;
    try {
      url = new URL(value, rules.selfUrl);
    } catch {
      return null;
    }
    if (url.origin !== new URL(rules.selfUrl).origin) return null;
    return { manifestUrl: `${url.pathname}${url.search}`, fetchUrl: url.href };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!rules.allowedOrigins.includes(url.origin)) return null;
  return { manifestUrl: url.href, fetchUrl: url.href };
}

export type ManifestFetch =
  { kind: 'ok'; manifest: unknown } | { kind: 'unreachable' } | { kind: 'not-json' };

/** GETs a manifest: no redirects (they could leave the allowed origins), bounded in time and size. */
export async function fetchManifest(url: string, timeoutMs: number): Promise<ManifestFetch> {
  let text: string;
  try {
    const res = await fetch(url, {
      redirect: 'error',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { kind: 'unreachable' };
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) {
      await res.body?.cancel();
      return { kind: 'not-json' };
    }
    text = await res.text();
  } catch {
    return { kind: 'unreachable' };
  }
  if (text.length > MAX_MANIFEST_BYTES) return { kind: 'not-json' };
  try {
    return { kind: 'ok', manifest: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'not-json' };
  }
}

/** metaData.buildInfo.buildVersion; 'unknown' when a manifest has none. */
export function manifestVersion(manifest: unknown): string {
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)
    ?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version.length > 0 ? version : 'unknown';
}

/** The parts of a Module Federation mf-manifest.json the shell relies on (see mfe-x/dist/mf-manifest.json). */
const federationManifestSchema = (name: RemoteName) =>
  z.object({
    id: z.literal(name),
    name: z.literal(name),
    metaData: z.object({
      remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    }),
    exposes: z.array(z.object({ name: z.string(), path: z.string() })),
  });

export interface CheckedManifest extends ManifestLocation {
  version: string;
}

/**
 * What PUT /api/admin/remotes/:name accepts: an allowed location (REMOTE_ORIGIN_NOT_ALLOWED), a
 * .json that answers in time (REMOTE_UNREACHABLE) and is this remote's federation manifest
 * (REMOTE_MANIFEST_INVALID). All three are 400s.
 */
export async function checkRemoteManifest(
  name: RemoteName,
  raw: string,
  rules: ManifestLocationRules,
  timeoutMs = 2_000,
): Promise<CheckedManifest> {
  const location = locateManifest(raw, rules);
  if (!location) {
    throw new ValidationError(
      'The manifest must be a path on this site or a URL on an allowed origin',
      { code: 'REMOTE_ORIGIN_NOT_ALLOWED' },
    );
  }
  if (!new URL(location.fetchUrl).pathname.endsWith('.json')) {
    throw new ValidationError('The manifest URL must name a .json manifest', {
      code: 'REMOTE_MANIFEST_INVALID',
    });
  }
  const fetched = await fetchManifest(location.fetchUrl, timeoutMs);
  if (fetched.kind === 'unreachable') {
    throw new ValidationError('The manifest could not be loaded', { code: 'REMOTE_UNREACHABLE' });
  }
  const manifest =
    fetched.kind === 'ok' ? federationManifestSchema(name).safeParse(fetched.manifest) : null;
  if (!manifest?.success) {
    throw new ValidationError(`This is not the Module Federation manifest of ${name}`, {
      code: 'REMOTE_MANIFEST_INVALID',
    });
  }
  return { ...location, version: manifestVersion(fetched.kind === 'ok' ? fetched.manifest : null) };
}
