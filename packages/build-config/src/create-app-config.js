import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { API_PATH, DEFAULT_PORTS, LIVE_PATH, REMOTE_EXPOSES } from '@d742/contracts';
import { createSharedConfig } from './shared-singletons.js';
import { htmlPageOptions } from './html-page.js';
import { PrecompressPlugin } from './precompress.js';
import { compileHintPlugin } from './compile-hints.js';
import { PwaAssetsPlugin } from './pwa-assets.js';

const require = createRequire(import.meta.url);

/**
 * Rspack wires the federation runtime in by its CommonJS files (require.resolve), which cannot be
 * tree-shaken: Node-only code of @module-federation/sdk rode along in every remoteEntry.js. The
 * same packages' ES module builds, aliased in, let the browser bundles drop what they never call.
 */
function federationRuntimeAsEsm() {
  const bundlerCjs = require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [path.dirname(require.resolve('@module-federation/runtime-tools'))],
  });
  const esm = (/** @type {string} */ cjs) => cjs.replace(/\.cjs$/, '.js');
  const runtimeCjs = require.resolve('@module-federation/runtime', { paths: [bundlerCjs] });
  // The host's runtime plugin that hands its runtime to the remotes (experiments below).
  const injectCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced/rspack')],
  });
  return Object.fromEntries([bundlerCjs, runtimeCjs, injectCjs].map((cjs) => [cjs, esm(cjs)]));
}

/**
 * One federation runtime per page: the shell bundles it and hands it to the remotes, whose
 * remoteEntry.js then carries none (about 25 KB gzipped less per remote; decision 017). A remote's
 * own page has no shell to hand it over, so `rspack dev` (development) keeps the runtime in the
 * remote; a production remote build runs inside the shell only.
 * @param {{ host: boolean, production: boolean }} options
 */
export function federationExperiments({ host, production }) {
  const optimization = { target: /** @type {const} */ ('web') };
  if (host) return { provideExternalRuntime: true, optimization };
  return production ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * What the bundle report keeps of a build: every chunk with its modules.
 * @type {import('@rspack/core').StatsOptions}
 */
const BUNDLE_STATS = {
  preset: 'normal',
  assets: true,
  chunks: true,
  chunkModules: true,
  modules: true,
  ids: true,
};

/**
 * TypeScript and JSX through Rspack's built-in SWC (the browser builds and the Node pre-render).
 * @param {{ development: boolean }} options
 * @returns {import('@rspack/core').RuleSetRule}
 */
export function typescriptRule({ development }) {
  return {
    test: /\.(ts|tsx)$/,
    // Workspace packages are symlinked and resolve to packages/*/src, outside node_modules.
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

const MF_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** @param {import('./index.js').AppConfigOptions} options */
function validateOptions(options) {
  const problems = [];
  if (!options || typeof options !== 'object')
    throw new Error('@d742/build-config: options object required');
  if (typeof options.name !== 'string' || !MF_NAME_PATTERN.test(options.name)) {
    problems.push('name must be a JS identifier (it becomes the federation container name)');
  }
  if (typeof options.dir !== 'string' || !path.isAbsolute(options.dir)) {
    problems.push('dir must be an absolute path (pass __dirname)');
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    problems.push('port must be an integer between 1 and 65535');
  }
  if (!options.host) problems.push(...exposeProblems(options.name, options.exposes));
  if (problems.length > 0) throw new Error(`@d742/build-config: ${problems.join('; ')}`);
}

/**
 * A remote must expose exactly what `REMOTE_EXPOSES` lists for it; typecheck says so already, this
 * catches a config that skipped it.
 * @param {string} name
 * @param {unknown} exposes
 */
function exposeProblems(name, exposes) {
  const expected = /** @type {Record<string, readonly string[]>} */ (REMOTE_EXPOSES)[name];
  if (!expected)
    return [`"${name}" is not a remote in REMOTE_EXPOSES (pass host: true for the shell)`];
  const given = exposes && typeof exposes === 'object' ? Object.keys(exposes) : [];
  return [
    ...given
      .filter((key) => !expected.includes(key))
      .map((key) => `"${key}" is not an expose of ${name}`),
    ...expected
      .filter((key) => !given.includes(key))
      .map((key) => `expose "${key}" of ${name} is missing`),
  ];
}

/**
 * Module Federation's `exposes` map: `{ GradesPage: path }` becomes `{ './GradesPage': path }`.
 * @param {Record<string, string>} exposes
 * @returns {Record<string, string>}
 */
export function federationExposes(exposes) {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [`./${name}`, file]));
}

/** @param {NodeJS.ProcessEnv} env */
function modeFromEnv(env) {
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

/**
 * The whole Rspack configuration of one federated app (the shell when `host`, else a remote).
 * @param {import('./index.js').AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createAppConfig(options) {
  validateOptions(options);
  const { name, dir, port, host = false } = options;
  const exposes = options.host ? {} : federationExposes(options.exposes);
  const env = options.env ?? process.env;
  const mode = modeFromEnv(env);
  const production = mode === 'production';
  // Hosts live at the site root; remotes are served under a prefix (/mfe/<name>/) that only the
  // browser knows, so they resolve chunks relative to their own remoteEntry/manifest URL.
  const publicPath = env.PUBLIC_PATH || (host ? '/' : 'auto');

  return {
    name,
    context: dir,
    mode,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: federationRuntimeAsEsm(),
    },
    module: {
      rules: [
        typescriptRule({ development: !production }),
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin(
        htmlPageOptions({
          dir,
          title: host ? 'District 742' : `District 742 — ${name}`,
          pwa: host,
        }),
      ),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        manifest: true,
        shared: createSharedConfig(dir),
        // A remote that is down must not break shared-module negotiation for the others.
        shareStrategy: 'loaded-first',
        // Type generation/fetching would reach the network and cost a tsc run per build.
        dts: false,
        experiments: federationExperiments({ host, production }),
      }),
      // The host is the installable app: web app manifests and icons (its sw.js: service-worker.js).
      ...(host ? [new PwaAssetsPlugin()] : []),
      // V8 compiles each script whole off the main thread (decision 041).
      ...(production ? [compileHintPlugin(rspack)] : []),
      // Brotli and gzip twins of every text asset, served by @d742/static-server (docs/decisions).
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // The federation runtime must stay one instance per page.
      runtimeChunk: false,
    },
    performance: { hints: false },
    // `npm run bundle-report` (bundle-report.js) asks for the full stats of each build.
    ...(env.D742_BUNDLE_STATS ? { stats: BUNDLE_STATS } : {}),
    lazyCompilation: false,
    devServer: {
      host: '127.0.0.1',
      port,
      hot: true,
      historyApiFallback: true,
      // Same host as the gateway (cookies ignore ports), so a signed-in session works on a remote's own page.
      proxy: [
        {
          context: [API_PATH, LIVE_PATH],
          target: env.GATEWAY_URL || `http://127.0.0.1:${DEFAULT_PORTS.gateway}`,
          ws: true,
        },
      ],
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
    },
  };
}
