import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import { createAppConfig } from './index.js';
import { PRECOMPRESS_MIN_BYTES, PrecompressPlugin } from './precompress.js';
import { runOnce } from './run-once.js';

/** @param {import('@rspack/core').Configuration} config */
const hasPrecompress = (config) =>
  (config.plugins ?? []).some((plugin) => plugin instanceof PrecompressPlugin);

describe('PrecompressPlugin', () => {
  /** @type {string} */
  let dir;
  /** @type {string[]} */
  let files;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'd742-precompress-'));
    // One module big enough to be compressed, one page, and a tiny JSON asset below the threshold.
    const words = Array.from({ length: 400 }, (_, i) => `'Ardayga ${i} wuxuu helay darajo'`);
    await writeFile(
      path.join(dir, 'index.js'),
      `import small from './small.json';\nconsole.log(small, [${words.join(', ')}]);\n`,
    );
    await writeFile(path.join(dir, 'small.json'), '{"ok":true}');
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist'), filename: 'main.[contenthash:8].js' },
      plugins: [
        new rspack.HtmlRspackPlugin({ templateContent: `<p>${'x'.repeat(2000)}</p>` }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'small.json' }] }),
        new PrecompressPlugin(),
      ],
    });
    await runOnce(compiler);
    files = await readdir(path.join(dir, 'dist'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('should write brotli and gzip twins that decode to the very bytes of the script and the page', async () => {
    const script = files.find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
    assert.ok(script, `no main script in ${files.join(', ')}`);
    for (const name of [script, 'index.html']) {
      const original = await readFile(path.join(dir, 'dist', name));
      const br = await readFile(path.join(dir, 'dist', `${name}.br`));
      const gz = await readFile(path.join(dir, 'dist', `${name}.gz`));
      assert.ok(br.length < original.length && gz.length < original.length);
      assert.deepEqual(zlib.brotliDecompressSync(br), original);
      assert.deepEqual(zlib.gunzipSync(gz), original);
    }
  });

  it(`should leave files under ${PRECOMPRESS_MIN_BYTES} bytes as they are`, () => {
    assert.ok(files.includes('small.json'));
    assert.ok(!files.includes('small.json.br') && !files.includes('small.json.gz'));
  });

  it('should be part of production builds only', () => {
    const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');
    const options = /** @type {const} */ ({ name: 'shell', dir: shellDir, port: 3000, host: true });
    assert.ok(hasPrecompress(createAppConfig({ ...options, env: {} })));
    assert.ok(!hasPrecompress(createAppConfig({ ...options, env: { NODE_ENV: 'development' } })));
  });
});
