import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { prerenderConfig, prerenderedHtml, withPrerenderedPages } from './prerender.js';
import { runOnce } from './run-once.js';

const INDEX =
  '<!doctype html><html lang="so"><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('pre-rendered pages (decision 031)', () => {
  /** @type {string} */
  let dir;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'd742-prerender-'));
    await mkdir(path.join(dir, 'src'));
    // A screen for Node (what shell/src/prerender.tsx is) and an app whose named chunk has styles.
    await writeFile(
      path.join(dir, 'src', 'prerender.tsx'),
      `const TEXT: Record<string, string> = { so: 'Gal', en: 'Sign in' };
       export function renderPage(lang: string) {
         return { lang, title: lang === 'so' ? 'Bogga <Qoysaska>' : 'Family portal', markup: '<h1>' + TEXT[lang] + '</h1>' };
       }`,
    );
    await writeFile(
      path.join(dir, 'src', 'index.ts'),
      `import(/* webpackChunkName: "bootstrap" */ './bootstrap');`,
    );
    await writeFile(
      path.join(dir, 'src', 'bootstrap.ts'),
      `import './styles.css';\nimport(/* webpackChunkName: "routes" */ './routes');`,
    );
    await writeFile(path.join(dir, 'src', 'routes.ts'), `import './routes.css';\nconsole.log(1);`);
    await writeFile(path.join(dir, 'src', 'styles.css'), `.shell-auth { color: rgb(1, 2, 3); }`);
    await writeFile(path.join(dir, 'src', 'routes.css'), `.shell-nav { color: rgb(4, 5, 6); }`);
    /** @type {import('@rspack/core').Configuration} */
    const app = {
      name: 'app',
      mode: 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        cssChunkFilename: '[name].css',
      },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' } } },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      plugins: [new rspack.HtmlRspackPlugin({ templateContent: INDEX })],
    };
    const compiler = rspack([
      prerenderConfig({ dir, name: 'app' }),
      withPrerenderedPages(app, {
        dir,
        render: 'renderPage',
        files: { so: 'page.so.html', en: 'page.en.html' },
        marker: 'sign-in',
        stylesOf: 'bootstrap',
        template: {
          file: 'signed-in.html',
          marker: 'signed-in',
          slot: '<!--slot-->',
          stylesOf: ['bootstrap', 'routes'],
        },
      }),
    ]);
    await runOnce(compiler);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should write one page per language with its markup in #root, its title and its lang', async () => {
    const so = await readFile(path.join(dir, 'dist', 'page.so.html'), 'utf8');
    const en = await readFile(path.join(dir, 'dist', 'page.en.html'), 'utf8');
    assert.match(so, /<html lang="so"/);
    assert.match(so, /<title>Bogga &lt;Qoysaska&gt;<\/title>/);
    assert.match(so, /<div id="root" data-prerendered="sign-in"><h1>Gal<\/h1><\/div>/);
    assert.match(en, /<html lang="en"/);
    assert.match(en, /<div id="root" data-prerendered="sign-in"><h1>Sign in<\/h1><\/div>/);
    // The app's own page is left as it was.
    const index = await readFile(path.join(dir, 'dist', 'index.html'), 'utf8');
    assert.match(index, /<div id="root"><\/div>/);
  });

  it('should inline the named chunk’s CSS in the head, so the page paints without a request', async () => {
    const so = await readFile(path.join(dir, 'dist', 'page.so.html'), 'utf8');
    const head = so.slice(0, so.indexOf('</head>'));
    assert.match(
      head,
      /<style>[^<]*\.shell-auth\{color:(rgb\(1, ?2, ?3\)|#010203)\}[^<]*<\/style>/,
    );
    assert.doesNotMatch(so, /<link rel="stylesheet"/);
  });

  it('should write the template a server fills: both chunks’ CSS inlined, the slot in #root (decision 034)', async () => {
    const page = await readFile(path.join(dir, 'dist', 'signed-in.html'), 'utf8');
    const head = page.slice(0, page.indexOf('</head>'));
    assert.match(head, /\.shell-auth\{color:(rgb\(1, ?2, ?3\)|#010203)\}/);
    assert.match(head, /\.shell-nav\{color:(rgb\(4, ?5, ?6\)|#040506)\}/);
    assert.match(page, /<div id="root" data-prerendered="signed-in"><!--slot--><\/div>/);
    assert.match(page, /<html lang="so"/);
    assert.match(page, /<title>x<\/title>/);
  });

  it('should refuse a page without #root and CSS that would close its <style>', () => {
    const page = { lang: 'so', title: 't', markup: '<p>x</p>' };
    assert.throws(() => prerenderedHtml('<html><body></body></html>', page, '', 'm'), /#root|root/);
    assert.throws(() => prerenderedHtml(INDEX, page, 'a{}</style><script>', 'm'), /style/);
  });
});
