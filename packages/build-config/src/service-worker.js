import path from 'node:path';
import { injectManifest } from 'workbox-build';

const PLUGIN_NAME = 'D742InjectManifestPlugin';

/** What the service worker precaches of the shell's build: the page, its code, styles and icons. */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,png,webmanifest}'];
/** Never precached: the worker itself, compressed twins (the browser asks for the plain URL). */
export const PRECACHE_IGNORES = [
  'sw.js',
  // The pre-rendered sign-in pages are for first visits; an installed app starts from index.html.
  'sign-in.*.html',
  '**/*.br',
  '**/*.gz',
  '**/*.map',
  '**/*.LICENSE.txt',
];

/**
 * After the worker is bundled, Workbox's own injectManifest (workbox-build) writes the shell's
 * precache list (URL + revision) into `self.__WB_MANIFEST`. Content-hashed file names are their own
 * revision; index.html, the manifests and the icons get an MD5 of their bytes.
 */
class InjectManifestPlugin {
  /** @param {string} dist */
  constructor(dist) {
    this.dist = dist;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN_NAME, async () => {
      const sw = path.join(this.dist, 'sw.js');
      const { count, warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: this.dist,
        globPatterns: PRECACHE_PATTERNS,
        globIgnores: PRECACHE_IGNORES,
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$/,
        // The shell's largest chunk stays precached even as the bundle grows.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`[sw] ${warning}`);
      if (count === 0) throw new Error('[sw] nothing to precache: was the shell built first?');
    });
  }
}

/**
 * The second compilation of the shell: its service worker, `dist/sw.js` (scope `/`), bundled from
 * `src-sw/sw.ts` with the Workbox runtime after the shell itself is built (`dependencies`).
 * @param {{ dir: string, env?: NodeJS.ProcessEnv, name?: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig({ dir, env = process.env, name = 'shell' }) {
  const production = env.NODE_ENV !== 'development';
  const dist = path.join(dir, 'dist');
  return {
    name: `${name}-sw`,
    dependencies: [name],
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'webworker',
    entry: { sw: './src-sw/sw.ts' },
    devtool: false,
    output: { path: dist, filename: 'sw.js', clean: false, publicPath: '/' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    // Workbox logs only in development builds (it reads process.env.NODE_ENV).
    optimization: { nodeEnv: production ? 'production' : 'development', splitChunks: false },
    plugins: [new InjectManifestPlugin(dist)],
    performance: { hints: false },
  };
}
