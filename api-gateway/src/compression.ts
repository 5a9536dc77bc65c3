import zlib from 'node:zlib';
import compressible from 'compressible';
import compress from 'koa-compress';
import type { Context, Middleware } from 'koa';
import { BUFFERED_BODY_LIMIT } from './proxy';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Already compressed, or streamed as it is produced: never compressed again. */
const NEVER_COMPRESSED =
  /^(?:audio|video|font)\/|^image\/(?!svg\+xml)|^application\/(?:pdf|zip|gzip|octet-stream)|^text\/event-stream/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);

/** The content types compressed on the fly (JSON, HTML, JS, CSS, SVG, plain text…). */
export function compressibleType(type: string): boolean {
  return !NEVER_COMPRESSED.test(type) && compressible(type) === true;
}

/** The bytes of a body already whole in memory (a relayed small answer, a local JSON answer). */
function wholeBody(body: unknown): Buffer | null {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  // A JSON answer (Koa stringifies plain objects and arrays); streams, Blobs and the like are not.
  const json =
    Array.isArray(body) ||
    (body !== null && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype);
  return json ? Buffer.from(JSON.stringify(body)) : null;
}

/**
 * Compresses a whole body in one call: far less CPU per answer than a zlib stream for the few KB
 * of JSON most API answers are. Leaves the same answers alone as koa-compress does.
 */
function compressWholeBody(ctx: Context): void {
  if (
    ctx.compress === false ||
    ctx.method === 'HEAD' ||
    EMPTY_BODY_STATUSES.has(ctx.status) ||
    ctx.status === 206 ||
    ctx.response.get('Content-Range') ||
    ctx.response.get('Content-Encoding') ||
    !compressibleType(ctx.response.type) ||
    NO_TRANSFORM.test(ctx.response.get('Cache-Control'))
  )
    return;
  const body = wholeBody(ctx.body);
  if (!body || body.length < COMPRESS_MIN_BYTES || body.length > BUFFERED_BODY_LIMIT) return;
  let encoded: Buffer;
  if (ctx.acceptsEncodings('br', 'identity') === 'br') {
    encoded = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        // A window no bigger than the body: less memory to set up for every answer.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(
          zlib.constants.BROTLI_MIN_WINDOW_BITS,
          Math.ceil(Math.log2(body.length)),
        ),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    ctx.set('Content-Encoding', 'br');
  } else if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    encoded = zlib.gzipSync(body, { level: GZIP_LEVEL });
    ctx.set('Content-Encoding', 'gzip');
  } else return;
  ctx.body = encoded; // Koa sets the compressed Content-Length
}

/**
 * On-the-fly brotli or gzip (brotli preferred) of the gateway's dynamic answers from
 * COMPRESS_MIN_BYTES on: the JSON of /api, relayed from a service or answered here. Whole bodies up
 * to BUFFERED_BODY_LIMIT are compressed in one call; bigger or streamed ones by koa-compress.
 * Neither touches HEAD, 204/304, 206 or any Content-Range (recordings played from the middle), an
 * answer that already has a Content-Encoding, `Cache-Control: no-transform`, or the types of
 * NEVER_COMPRESSED; static files and the remotes' files come precompressed with their own ETags
 * and switch it off (`ctx.compress = false`). Per-request quality favours speed (brotli 4, gzip 6);
 * quality 11 is for the build's twins.
 */
export function compression(): Middleware {
  const streams = compress({
    threshold: COMPRESS_MIN_BYTES,
    filter: compressibleType,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    gzip: { level: GZIP_LEVEL },
    deflate: false,
    zstd: false,
  });
  // koa-compress adds Vary first and compresses last: whole bodies are done just before.
  return (ctx, next) =>
    streams(ctx, async () => {
      await next();
      compressWholeBody(ctx);
    });
}
