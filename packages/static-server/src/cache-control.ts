import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Rspack's content hash in a file name: name.<8+ hex>.ext or name-<8+ hex>.ext. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The one caching rule of every static file the portal serves (shell and remotes): a file whose
 * name carries its content hash never changes, so browsers keep it a year; any other name
 * (index.html, remoteEntry.js, mf-manifest.json, sw.js, …) may change under the same name on the
 * next deploy, so browsers must revalidate it every time.
 */
export function cacheControlFor(file: string): string {
  return CONTENT_HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}
