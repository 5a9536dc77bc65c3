import { createRequire } from 'node:module';
import path from 'node:path';
import { typescriptRule } from './create-app-config.js';

const require = createRequire(import.meta.url);
const PLUGIN_NAME = 'D742PrerenderPagesPlugin';

/** The name of an app's pre-render configuration (the app's build depends on it). */
const prerenderName = (/** @type {string} */ name) => `${name}-prerender`;

/** Where the Node build of an app's pre-rendered screens goes (beside dist, which it must not clean). */
export const prerenderBundle = (/** @type {string} */ dir) =>
  path.join(dir, 'dist-prerender', 'prerender.cjs');

/**
 * The Node build of `src/prerender.tsx`: the app's first screen rendered to HTML at build time
 * (decision 031). Workspace packages are bundled (they resolve to TypeScript sources); every other
 * package is `require`d from node_modules, so react-dom/server renders with the one React the
 * screen's hooks use. Styles are left to the browser build (the page links its CSS).
 * @param {{ dir: string, name?: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function prerenderConfig({ dir, name = 'shell' }) {
  const bundle = prerenderBundle(dir);
  return {
    name: prerenderName(name),
    context: dir,
    mode: 'production',
    target: 'node',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.dirname(bundle),
      filename: path.basename(bundle),
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    externals: [
      ({ request }, callback) => {
        const bare = request && /^(?:@[^/.][^/]*\/)?[^./][^/]*/.test(request);
        if (bare && !request.startsWith('@d742/'))
          return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        typescriptRule({ development: false }),
        // The page inlines the browser build's CSS; here a stylesheet import is only its text.
        { test: /\.css$/i, type: 'asset/source' },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * @typedef {{ lang: string, title: string, markup: string }} PrerenderedPage
 * @typedef {import('./index.js').PrerenderedPagesOptions & { bundle: string }} PrerenderOptions
 */

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The app's own index.html with `css` inlined in the head (the page paints with its HTML alone, no
 * stylesheet round trip first) and `markup` inside `#root`, marked `data-prerendered` for the
 * browser build.
 * @param {string} indexHtml
 * @param {string} css
 * @param {string} marker
 * @param {string} markup
 */
function withRootMarkup(indexHtml, css, marker, markup) {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`[prerender] index.html has no ${root}`);
  if (/<\/style/i.test(css)) throw new Error('[prerender] the CSS closes its own <style>');
  return indexHtml
    .replace('</head>', () => `<style>${css}</style></head>`)
    .replace(root, () => `<div id="root" data-prerendered="${marker}">${markup}</div>`);
}

/**
 * One pre-rendered page from the app's own index.html: its language and title, the styles the
 * screen needs inlined and its markup in `#root` (withRootMarkup).
 * @param {string} indexHtml
 * @param {PrerenderedPage} page
 * @param {string} css
 * @param {string} marker
 */
export function prerenderedHtml(indexHtml, page, css, marker) {
  const titled = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  return withRootMarkup(titled, css, marker, page.markup);
}

/**
 * The CSS of the chunk groups `names` (webpackChunkName), in order.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {readonly string[]} names
 */
function stylesOfChunks(compilation, names) {
  return names
    .map((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`[prerender] no chunk named "${name}" (webpackChunkName)`);
      return group.chunks
        .flatMap((chunk) => [...chunk.files])
        .filter((file) => file.endsWith('.css'))
        .map((file) => compilation.getAsset(file)?.source.source().toString() ?? '')
        .join('\n');
    })
    .join('\n');
}

/**
 * Writes one pre-rendered copy of index.html per language (`files`: language → file name), rendered by the Node
 * bundle's `render` export, with the CSS of the chunk group `stylesOf` (the chunk that imports the
 * app's styles) inlined. With `template`, also writes a page rendered on each request (decision
 * 034): index.html with the CSS of `template.stylesOf` inlined and `template.slot` inside `#root`,
 * marked `template.marker`, for the server to fill. Runs after the HTML plugin and before
 * PrecompressPlugin (REPORT stage), so the copies get their brotli and gzip twins like index.html.
 */
export class PrerenderPagesPlugin {
  /** @param {PrerenderOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { bundle, render, files, marker, stylesOf, template } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const index = compilation.getAsset('index.html');
          if (!index) throw new Error('[prerender] the build wrote no index.html');
          const css = stylesOfChunks(compilation, [stylesOf]);
          delete require.cache[bundle];
          /** @type {Record<string, (lang: string) => PrerenderedPage>} */
          const exports = require(bundle);
          const renderPage = exports[render];
          if (typeof renderPage !== 'function') {
            throw new Error(`[prerender] ${bundle} exports no function "${render}"`);
          }
          const html = index.source.source().toString();
          for (const [lang, file] of Object.entries(files)) {
            const page = prerenderedHtml(html, renderPage(lang), css, marker);
            compilation.emitAsset(file, new sources.RawSource(page));
          }
          if (template) {
            // The server sets the language and title when it fills the slot.
            const page = withRootMarkup(
              html,
              stylesOfChunks(compilation, template.stylesOf),
              template.marker,
              template.slot,
            );
            compilation.emitAsset(template.file, new sources.RawSource(page));
          }
        },
      );
    });
  }
}

/**
 * The app's build with its pre-rendered pages: built after `prerenderConfig` (its Node bundle),
 * writing `files` beside index.html. Export both configurations, the prerender one first.
 * @param {import('@rspack/core').Configuration} app
 * @param {import('./index.js').PrerenderedPagesOptions & { dir: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function withPrerenderedPages(app, { dir, ...options }) {
  return {
    ...app,
    dependencies: [...(app.dependencies ?? []), prerenderName(app.name ?? 'shell')],
    plugins: [
      ...(app.plugins ?? []),
      new PrerenderPagesPlugin({ ...options, bundle: prerenderBundle(dir) }),
    ],
  };
}
