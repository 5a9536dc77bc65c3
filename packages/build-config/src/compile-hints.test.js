import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { COMPILE_HINT, compileHintPlugin } from './compile-hints.js';
import { createAppConfig } from './index.js';
import { PrecompressPlugin } from './precompress.js';
import { runOnce } from './run-once.js';

/** @param {import('@rspack/core').Configuration} config */
const hasCompileHint = (config) =>
  (config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'BannerPlugin');

/**
 * A production build (minified, real content hashes) of the fixture in `dir` into `dir/out`.
 * @param {string} dir
 * @param {string} out
 * @param {import('@rspack/core').RspackPluginInstance[]} plugins
 * @returns {Promise<string[]>} the files written
 */
async function build(dir, out, plugins) {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', styles: './page.css' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    output: {
      path: path.join(dir, out),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
    },
    plugins,
  });
  await runOnce(compiler);
  return readdir(path.join(dir, out));
}

describe('compileHintPlugin()', () => {
  /** @type {string} */
  let dir;
  /** @type {string[]} */
  let files;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'd742-compile-hints-'));
    // An entry with a lazily loaded chunk, minified as production builds are, and a style sheet.
    const words = Array.from({ length: 200 }, (_, i) => `'Ardayga ${i} wuxuu helay darajo'`);
    await writeFile(
      path.join(dir, 'index.js'),
      `/* a comment the minifier drops */\nimport('./later.js').then((m) => m.show([${words.join(', ')}]));\n`,
    );
    await writeFile(path.join(dir, 'later.js'), 'export function show(xs) { console.log(xs); }\n');
    await writeFile(path.join(dir, 'page.css'), 'p { color: #123456; }\n');
    files = await build(dir, 'dist', [compileHintPlugin(rspack), new PrecompressPlugin()]);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const scripts = () => files.filter((f) => f.endsWith('.js'));

  it('should start every script, entry and lazy chunk, with the hint on a line of its own, the minified code after it', async () => {
    assert.ok(scripts().length >= 2, `expected an entry and a chunk in ${files.join(', ')}`);
    for (const name of scripts()) {
      const text = await readFile(path.join(dir, 'dist', name), 'utf8');
      assert.ok(text.startsWith(`${COMPILE_HINT}\n`), `${name} starts ${text.slice(0, 40)}`);
      assert.ok(!text.includes('a comment the minifier drops'), `${name} is not minified`);
    }
  });

  it('should leave the style sheets alone', async () => {
    const styles = files.filter((f) => f.endsWith('.css'));
    assert.ok(styles.length > 0, `no style sheet in ${files.join(', ')}`);
    for (const name of styles) {
      assert.ok(!(await readFile(path.join(dir, 'dist', name), 'utf8')).includes(COMPILE_HINT));
    }
  });

  it('should name and compress the hinted bytes: new content hashes, brotli twins of the hinted text', async () => {
    // Without the hint the same sources get other names: the real content hash runs after the hint,
    // so a browser holding an unhinted build's file in its immutable cache fetches the hinted one.
    const plain = await build(dir, 'dist-plain', []);
    for (const name of scripts()) assert.ok(!plain.includes(name), `${name} named as unhinted`);
    const twins = scripts().filter((name) => files.includes(`${name}.br`));
    assert.ok(twins.length > 0, `no brotli twin in ${files.join(', ')}`);
    for (const name of twins) {
      const bytes = await readFile(path.join(dir, 'dist', name));
      const br = await readFile(path.join(dir, 'dist', `${name}.br`));
      assert.deepEqual(zlib.brotliDecompressSync(br), bytes);
    }
  });

  it('should be part of production builds only', () => {
    const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');
    const options = /** @type {const} */ ({ name: 'shell', dir: shellDir, port: 3000, host: true });
    assert.ok(hasCompileHint(createAppConfig({ ...options, env: {} })));
    assert.ok(!hasCompileHint(createAppConfig({ ...options, env: { NODE_ENV: 'development' } })));
  });
});
