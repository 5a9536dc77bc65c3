import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { htmlPageOptions } from './html-page.js';
import { PRECACHE_IGNORES, serviceWorkerConfig } from './service-worker.js';
import { iconPng, webManifest } from './pwa-assets.js';

/** Width, height and RGB pixel rows of a PNG made by iconPng. */
function readPng(/** @type {Buffer} */ png) {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
  /** @param {number} x @param {number} y */
  const pixel = (x, y) => [...raw.subarray(y * (1 + width * 3) + 1 + x * 3).subarray(0, 3)];
  return { width, height, pixel };
}

describe('web app manifest', () => {
  for (const lang of /** @type {const} */ (['so', 'en'])) {
    it(`(${lang}) has what Chromium needs to install the portal`, () => {
      const manifest = /** @type {Record<string, any>} */ (webManifest(lang));
      assert.equal(manifest.lang, lang);
      assert.equal(manifest.start_url, '/');
      assert.equal(manifest.scope, '/');
      assert.equal(manifest.display, 'standalone');
      assert.match(manifest.name, /District 742/);
      assert.ok(manifest.short_name.length <= 12, 'short name fits under a home-screen icon');
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
      for (const size of ['192x192', '512x512'])
        for (const purpose of ['any', 'maskable'])
          assert.ok(
            manifest.icons.some(
              (/** @type {any} */ i) => i.sizes === size && i.purpose === purpose,
            ),
            `${purpose} icon ${size}`,
          );
    });
  }

  it('names the portal in Somali and in English', () => {
    assert.equal(webManifest('so').name, 'Bogga Qoysaska ee District 742');
    assert.equal(webManifest('en').name, 'District 742 Family Portal');
  });
});

describe('iconPng(size)', () => {
  it('draws a square icon of the size asked, full bleed with the white mark in the middle', () => {
    const { width, height, pixel } = readPng(iconPng(192));
    assert.equal(width, 192);
    assert.equal(height, 192);
    assert.deepEqual(pixel(2, 2), [0x1f, 0x5f, 0xa8]); // theme colour to the edges (maskable)
    assert.deepEqual(pixel(70, 110), [255, 255, 255]); // the book
  });
});

describe('the shell page and its service worker build', () => {
  it('links the manifest, theme colour and Apple icon only on the installable app', () => {
    const shell = htmlPageOptions({ dir: '/nowhere', title: 'x', pwa: true });
    const remote = htmlPageOptions({ dir: '/nowhere', title: 'x' });
    const tags = String(/** @type {Record<string, string>} */ (shell.templateParameters).headTags);
    assert.match(tags, /<link rel="manifest" href="\/manifest\.webmanifest" \/>/);
    assert.match(tags, /<meta name="theme-color"/);
    assert.match(tags, /<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon\.png" \/>/);
    assert.equal(/** @type {Record<string, string>} */ (remote.templateParameters).headTags, '');
  });

  it('builds dist/sw.js after the shell, without cleaning the shell away', () => {
    const config = serviceWorkerConfig({ dir: '/app', env: {} });
    assert.deepEqual(config.dependencies, ['shell']);
    assert.equal(config.output?.filename, 'sw.js');
    assert.equal(config.output?.path, '/app/dist');
    assert.equal(config.output?.clean, false);
    assert.ok(PRECACHE_IGNORES.includes('sw.js'));
  });
});
