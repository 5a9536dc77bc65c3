import zlib from 'node:zlib';
import compressible from 'compressible';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/** Already compressed, or streamed as it is produced: never compressed again. */
const NEVER_COMPRESSED =
  /^(?:audio|video|font)\/|^image\/(?!svg\+xml)|^application\/(?:pdf|zip|gzip|octet-stream)|^text\/event-stream/i;

/** The content types compressed on the fly (JSON, HTML, JS, CSS, SVG, plain text…). */
export function compressibleType(type: string): boolean {
  return !NEVER_COMPRESSED.test(type) && compressible(type) === true;
}

/**
 * On-the-fly brotli or gzip (brotli preferred) of the gateway's dynamic answers: the JSON of /api,
 * relayed from a service or answered here, from COMPRESS_MIN_BYTES on. koa-compress already leaves
 * alone HEAD, 204/304, 206 and any Content-Range (recordings played from the middle), an answer
 * that already has a Content-Encoding, and `Cache-Control: no-transform`; static files and the
 * remotes' files come precompressed with their own ETags and switch it off (`ctx.compress = false`).
 * Per-request quality favours speed (brotli 4, gzip 6); quality 11 is for the build's twins.
 */
export function compression(): Middleware {
  return compress({
    threshold: COMPRESS_MIN_BYTES,
    filter: compressibleType,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
}
