import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Rspack's content hash in a file name: name.<8+ hex>.ext or name-<8+ hex>.ext. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Pages are where a deploy starts: even one with a hash-like name must never be kept stale. */
const PAGE = /\.html?$/i;

/** A build's compressed twin (main.3f2a9c0d.js.br) is cached like its original. */
const ENCODING_SUFFIX = /\.(?:br|gz)$/i;

/** `x.js.br` → `x.js`: the file a compressed twin stands for. */
export function withoutEncodingSuffix(file: string): string {
  return file.replace(ENCODING_SUFFIX, '');
}

/**
 * The one caching rule of every static file the portal serves (shell and remotes): a file whose
 * name carries its content hash never changes, so browsers keep it a year; any other name
 * (remoteEntry.js, mf-manifest.json, mf-stats.json, sw.js, …) and every page may change under the
 * same name on the next deploy, so browsers must revalidate it every time.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(withoutEncodingSuffix(file));
  return CONTENT_HASHED.test(name) && !PAGE.test(name) ? IMMUTABLE : REVALIDATE;
}
