/**
 * V8's explicit compile hint (Chrome 136 and later, and so the Android Chrome our parents run):
 * this comment, first in a script, tells V8 to compile every function of the file while the file
 * is streamed, on a background thread. Without it V8 compiles each function the first time it is
 * called, on the main thread, so the page's start-up code paid its compile work inside the long
 * tasks a phone's user waits through (decision 041). Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The scripts that get it: every JavaScript file of a browser build (chunks, remoteEntry.js). */
export const HINTED_SCRIPT = /\.m?js$/i;

/**
 * Puts COMPILE_HINT first in every script of the build. It runs after minification (which drops
 * comments) and before the real content hash and the precompressed twins (PrecompressPlugin), so the
 * file names, the service worker's list and the .br/.gz files all describe the hinted bytes.
 * @param {typeof import('@rspack/core').rspack} rspack
 */
export function compileHintPlugin(rspack) {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: HINTED_SCRIPT,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
