import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Rspack's content hash in a file name: name.<8+ hex>.ext or name-<8+ hex>.ext. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Pages are where a deploy starts: even one with a hash-like name must never be kept stale. */
const PAGE = /\.html?$/i;

/**
 * The one caching rule of every static file the portal serves (shell and remotes): a file whose
 * name carries its content hash never changes, so browsers keep it a year; any other name
 * (remoteEntry.js, mf-manifest.json, mf-stats.json, sw.js, …) and every page may change under the
 * same name on the next deploy, so browsers must revalidate it every time.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  return CONTENT_HASHED.test(name) && !PAGE.test(name) ? IMMUTABLE : REVALIDATE;
}
