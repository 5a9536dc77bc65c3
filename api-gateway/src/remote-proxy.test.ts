import type http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { moduleRegistrySchema } from '@d742/contracts';
import { createStaticApp } from '@d742/static-server';
import { testLogger } from '@d742/service-testing';
import { createGateway, type Gateway } from './app';
import { closeServer, gatewayConfig, serve, urlOf } from '../test/testing-servers';

const BIG_CHUNK = `export const words = ${JSON.stringify('Jadwalka fasalka '.repeat(300))};`;
let dist: string;
let remote: http.Server;
let gateway: Gateway;
const http_ = () => request(gateway.app.callback());

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'd742-remote-dist-'));
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.4.2' } } }),
  );
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var academics = {};');
  await writeFile(path.join(dist, 'grades.1a2b3c4d.js'), 'export {};');
  // A big chunk with the twins build-config writes beside it.
  await writeFile(path.join(dist, 'page.5e6f7a8b.js'), BIG_CHUNK);
  await writeFile(path.join(dist, 'page.5e6f7a8b.js.br'), zlib.brotliCompressSync(BIG_CHUNK));
  await writeFile(path.join(dist, 'page.5e6f7a8b.js.gz'), zlib.gzipSync(BIG_CHUNK));
  remote = await serve(createStaticApp(dist));
  gateway = createGateway({
    config: gatewayConfig({ REMOTE_URL_ACADEMICS: urlOf(remote) }),
    logger: testLogger(),
  });
});
afterAll(async () => {
  gateway.close();
  await closeServer(remote);
  await rm(dist, { recursive: true, force: true });
});

describe('GET /api/modules with a running remote', () => {
  it('reports the version from the remote’s manifest and null for the remotes that are down', async () => {
    const modules = moduleRegistrySchema.parse(
      (await http_().get('/api/modules').expect(200)).body,
    );
    expect(modules).toEqual([
      { name: 'academics', manifestUrl: '/mfe/academics/mf-manifest.json', version: '1.4.2' },
      { name: 'messaging', manifestUrl: '/mfe/messaging/mf-manifest.json', version: null },
      { name: 'voice', manifestUrl: '/mfe/voice/mf-manifest.json', version: null },
      { name: 'reports', manifestUrl: '/mfe/reports/mf-manifest.json', version: null },
    ]);
  });
});

describe('/mfe/<name>/*', () => {
  it('never fetches from a host the file path seems to name', async () => {
    const seen: string[] = [];
    const elsewhere = await serve((req, res) => {
      seen.push(req.url ?? '');
      res.end('from elsewhere');
    });
    try {
      const host = new URL(urlOf(elsewhere)).host;
      const res = await http_().get(`/mfe/academics//${host}/remoteEntry.js`);
      expect(res.text).not.toContain('from elsewhere');
      expect(seen).toEqual([]);
    } finally {
      await closeServer(elsewhere);
    }
  });

  it('proxies to the remote with the prefix stripped and keeps its cache headers', async () => {
    const entry = await http_().get('/mfe/academics/remoteEntry.js?t=1').expect(200);
    expect(entry.text).toBe('var academics = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await http_().get('/mfe/academics/grades.1a2b3c4d.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await http_().get('/mfe/academics/mf-manifest.json').expect(200);
    expect(manifest.body.metaData.buildInfo.buildVersion).toBe('1.4.2');
  });

  it('relays the remote’s brotli twin once, with its length, Vary and ETag, and its 304', async () => {
    const res = await http_()
      .get('/mfe/academics/page.5e6f7a8b.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(BIG_CHUNK).length);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(BIG_CHUNK); // decoded once: the gateway did not compress it again
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await http_()
      .get('/mfe/academics/page.5e6f7a8b.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .set('If-None-Match', etag)
      .expect(304);
    expect(again.headers.etag).toBe(etag);
    const plain = await http_()
      .get('/mfe/academics/page.5e6f7a8b.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(BIG_CHUNK);
  });

  it('relays the remote’s 404 and refuses unknown remotes and writes', async () => {
    await http_().get('/mfe/academics/missing.js').expect(404);
    await http_().get('/mfe/unknown/remoteEntry.js').expect(404);
    await http_().post('/mfe/academics/remoteEntry.js').expect(405);
  });
});
