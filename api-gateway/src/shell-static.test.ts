import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
});
