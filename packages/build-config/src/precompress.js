import { promisify } from 'node:util';
import zlib from 'node:zlib';

const PLUGIN_NAME = 'D742PrecompressPlugin';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth a compressed twin: scripts, styles, pages, manifests, SVG, source maps. */
export const PRECOMPRESSED_ASSET = /\.(?:m?js|css|html?|json|svg|txt|map|xml|webmanifest)$/i;
/** Below this a compressed answer saves less than a packet; the servers send the file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * The brotli (quality 11) and gzip (level 9) twins of one asset, `null` for an encoding that would
 * not make it smaller.
 * @param {Buffer} input
 * @returns {Promise<{ br: Buffer | null, gz: Buffer | null }>}
 */
export async function compressAsset(input) {
  const [br, gz] = await Promise.all([
    brotli(input, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    br: br.length < input.length ? br : null,
    gz: gz.length < input.length ? gz : null,
  };
}

/**
 * Emits `<asset>.br` and `<asset>.gz` beside every text asset of at least PRECOMPRESS_MIN_BYTES, at
 * the last processAssets stage (after Module Federation wrote mf-manifest.json and the HTML plugin
 * its page), so the servers (@d742/static-server) send compressed bytes without compressing per request.
 */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation
            .getAssets()
            .filter((asset) => PRECOMPRESSED_ASSET.test(asset.name) && !asset.info.compressed);
          await Promise.all(
            assets.map(async (asset) => {
              const input = asset.source.buffer();
              if (input.length < PRECOMPRESS_MIN_BYTES) return;
              const twins = await compressAsset(input);
              for (const [ext, bytes] of Object.entries(twins)) {
                if (!bytes) continue;
                compilation.emitAsset(`${asset.name}.${ext}`, new sources.RawSource(bytes), {
                  compressed: true,
                  immutable: asset.info.immutable,
                });
              }
            }),
          );
        },
      );
    });
  }
}
