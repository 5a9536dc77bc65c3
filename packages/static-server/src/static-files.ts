import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import compressible from 'compressible';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { cacheControlFor, withoutEncodingSuffix } from './cache-control';

export interface StaticFilesOptions {
  /** File answered for a path ending in '/' (default index.html). */
  index?: string;
  /** Headers of one served file, given the path of its uncompressed original. */
  setHeaders?: (res: ServerResponse, file: string) => void;
}

interface Fingerprint {
  mtimeMs: number;
  size: number;
  etag: string;
}

/**
 * Strong ETags of the files a server has sent, by the path of the bytes sent (x.js, x.js.br and
 * x.js.gz each have their own: they are different representations). A file that changes on disk
 * (new mtime or size) is hashed again.
 */
class EtagCache {
  private readonly entries = new Map<string, Fingerprint>();

  async of(file: string, stats: Stats): Promise<string> {
    const known = this.entries.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.etag;
    const digest = createHash('sha256')
      .update(await readFile(file))
      .digest('base64url');
    const etag = `"${digest.slice(0, 27)}"`;
    this.entries.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, etag });
    return etag;
  }
}

/**
 * The one way the portal sends a built file (shell and remotes):
 * - the build's `.br` or `.gz` twin when Accept-Encoding allows it (brotli first), with
 *   Content-Encoding, the twin's Content-Length and the original's Content-Type;
 * - `Vary: Accept-Encoding` on every compressible type, whichever representation was chosen;
 * - Cache-Control from `cacheControlFor` (hashed names immutable for a year, the rest no-cache);
 * - a strong ETag of the bytes sent, and 304 to a matching If-None-Match.
 * Never compressed again on the fly (`ctx.compress = false`): the ETag names exactly these bytes.
 */
export function createStaticSender(root: string, opts: StaticFilesOptions = {}) {
  const etags = new EtagCache();
  const index = opts.index ?? 'index.html';

  /** Sends `urlPath` under `root`; false when there is no such file (the caller moves on). */
  return async function sendStatic(ctx: Context, urlPath: string): Promise<boolean> {
    let stats: Stats | undefined;
    let sent: string | undefined;
    try {
      sent = await send(ctx, urlPath, {
        root,
        index,
        brotli: true,
        gzip: true,
        setHeaders: (res, file, fileStats) => {
          stats = fileStats;
          const original = withoutEncodingSuffix(file);
          res.setHeader('Cache-Control', cacheControlFor(original));
          opts.setHeaders?.(res, original);
        },
      });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) return false;
      throw error;
    }
    if (!sent || !stats) return false;

    // koa-compress's per-response switch (the gateway compresses other answers on the fly).
    (ctx as Context & { compress?: boolean }).compress = false;
    if (compressible(ctx.type)) ctx.vary('Accept-Encoding');
    ctx.set('ETag', await etags.of(sent, stats));
    // Koa drops the body (and closes the file) when the status becomes 304.
    if (ctx.fresh) ctx.status = 304;
    return true;
  };
}

/** Koa middleware over `createStaticSender`: GET and HEAD of files under `root`, else `next()`. */
export function staticFiles(root: string, opts: StaticFilesOptions = {}): Middleware {
  const sendStatic = createStaticSender(root, opts);
  return async (ctx, next) => {
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && (await sendStatic(ctx, ctx.path)))
      return;
    await next();
  };
}
