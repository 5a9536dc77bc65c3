import type http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { moduleRegistrySchema } from '@d742/contracts';
import { createStaticApp } from '@d742/static-server';
import { testLogger } from '@d742/service-testing';
import { createGateway, type Gateway } from './app';
import { closeServer, gatewayConfig, serve, urlOf } from '../test/testing-servers';

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
  it('proxies to the remote with the prefix stripped and keeps its cache headers', async () => {
    const entry = await http_().get('/mfe/academics/remoteEntry.js?t=1').expect(200);
    expect(entry.text).toBe('var academics = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await http_().get('/mfe/academics/grades.1a2b3c4d.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await http_().get('/mfe/academics/mf-manifest.json').expect(200);
    expect(manifest.body.metaData.buildInfo.buildVersion).toBe('1.4.2');
  });

  it('relays the remote’s 404 and refuses unknown remotes and writes', async () => {
    await http_().get('/mfe/academics/missing.js').expect(404);
    await http_().get('/mfe/unknown/remoteEntry.js').expect(404);
    await http_().post('/mfe/academics/remoteEntry.js').expect(405);
  });
});
