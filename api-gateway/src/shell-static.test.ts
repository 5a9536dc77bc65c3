import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { testLogger } from '@d742/service-testing';
import { createGateway, type Gateway } from './app';
import { gatewayConfig } from '../test/testing-servers';

let dist: string;
let gateway: Gateway;
const http = () => request(gateway.app.callback());

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'd742-shell-dist-'));
  gateway = createGateway({ config: gatewayConfig({ SHELL_DIST: dist }), logger: testLogger() });
});
afterEach(async () => {
  gateway.close();
  await rm(dist, { recursive: true, force: true });
});

describe('shell hosting', () => {
  it('explains with 503, in Somali by default and in English on request, while the shell is not built', async () => {
    const so = await http().get('/').set('Accept', 'text/html').expect(503);
    expect(so.type).toBe('text/plain');
    expect(so.text).toContain('weli lama dhisin');
    const en = await http()
      .get('/grades')
      .set('Accept', 'text/html')
      .set('Accept-Language', 'en')
      .expect(503);
    expect(en.text).toContain('npm run build');
  });

  it('serves index.html, uncached, for / and for any page the browser navigates to', async () => {
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    for (const page of ['/', '/grades', '/some/unknown/page']) {
      const res = await http()
        .get(page)
        .set('Accept', 'text/html,application/xhtml+xml')
        .expect(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('long-caches hashed assets and revalidates unhashed ones', async () => {
    await writeFile(path.join(dist, 'main.3f2a9c1d.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    const hashed = await http().get('/main.3f2a9c1d.js').expect(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await http().get('/favicon.svg').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('serves /sw.js uncached with Service-Worker-Allowed: /', async () => {
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    const res = await http().get('/sw.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('answers 404 JSON, not the page, to a missing file or an API-like path', async () => {
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    const asset = await http().get('/missing.js').expect(404);
    expect(asset.body.error).toBeTruthy();
    await http().get('/internal/anything').set('Accept', 'text/html').expect(404);
  });

  it('sends the shell script’s brotli or gzip twin by Accept-Encoding, with Vary and the right length', async () => {
    const script = `console.log(${JSON.stringify('Ku soo dhowow '.repeat(200))});`;
    await writeFile(path.join(dist, 'main.ab8cd579.js'), script);
    await writeFile(path.join(dist, 'main.ab8cd579.js.br'), zlib.brotliCompressSync(script));
    await writeFile(path.join(dist, 'main.ab8cd579.js.gz'), zlib.gzipSync(script));
    for (const [accept, encoding, bytes] of [
      ['gzip, deflate, br', 'br', zlib.brotliCompressSync(script).length],
      ['gzip', 'gzip', zlib.gzipSync(script).length],
      ['identity', undefined, Buffer.byteLength(script)],
    ] as const) {
      const res = await http().get('/main.ab8cd579.js').set('Accept-Encoding', accept).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(bytes);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(script);
    }
  });

  it('revalidates the page with a strong ETag: 304 on the next visit to any shell route', async () => {
    const page = `<!doctype html><title>shell</title>${'<p>x</p>'.repeat(200)}`;
    await writeFile(path.join(dist, 'index.html'), page);
    await writeFile(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
    const first = await http()
      .get('/login')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.text).toBe(page);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const route of ['/login', '/', '/grades']) {
      const again = await http()
        .get(route)
        .set('Accept', 'text/html')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', etag)
        .expect(304);
      expect(again.text).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
    }
  });

  describe('the pre-rendered sign-in page (decision 031)', () => {
    const pages = { index: '<title>app</title>', so: '<h1>Gal</h1>', en: '<h1>Sign in</h1>' };
    beforeEach(async () => {
      await writeFile(path.join(dist, 'index.html'), pages.index);
      await writeFile(path.join(dist, 'sign-in.so.html'), pages.so);
      await writeFile(path.join(dist, 'sign-in.en.html'), pages.en);
    });
    const visit = (page: string, cookie?: string) => {
      const req = http().get(page).set('Accept', 'text/html');
      return (cookie ? req.set('Cookie', cookie) : req).expect(200);
    };

    it('answers a visit without a session cookie with the form, in the language cookie’s language', async () => {
      for (const page of ['/', '/grades', '/messages/thread-1']) {
        expect((await visit(page)).text).toBe(pages.so);
        expect((await visit(page, 'd742_lang=en')).text).toBe(pages.en);
        expect((await visit(page, 'd742_lang=so')).text).toBe(pages.so);
      }
      expect((await visit('/', 'd742_lang=fr')).text).toBe(pages.so);
      const res = await visit('/');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('answers a visit with a session cookie, and the admin page, with the app page', async () => {
      expect((await visit('/', 'd742_sid=abc; d742_lang=en')).text).toBe(pages.index);
      expect((await visit('/grades', 'd742_sid=abc')).text).toBe(pages.index);
      expect((await visit('/admin')).text).toBe(pages.index);
      expect((await visit('/admin/', 'd742_lang=en')).text).toBe(pages.index);
    });

    it('still serves files by name, and the app page when the build has no sign-in page', async () => {
      await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
      const file = await http().get('/manifest.webmanifest').set('Accept', 'text/html');
      expect(file.text).toBe('{}');
      await rm(path.join(dist, 'sign-in.so.html'));
      expect((await visit('/')).text).toBe(pages.index);
    });
  });
});
