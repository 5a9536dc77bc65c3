import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createStaticApp } from './static-app';

describe('createStaticApp(dir)', () => {
  let dir: string;
  let callback: ReturnType<ReturnType<typeof createStaticApp>['callback']>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'd742-static-test-'));
    mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>remote</title>');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"academics"}');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var academics;');
    writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
    writeFileSync(path.join(dir, 'about.html'), '<p>about</p>');
    writeFileSync(path.join(dir, 'static', 'js', 'main.3f2a9c0d.js'), 'console.log(1)');
    callback = createStaticApp(dir).callback();
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/mf-stats.json',
    '/index.html',
    '/about.html',
    '/',
  ])('serves %s with Cache-Control no-cache and open CORS', async (file) => {
    const res = await request(callback).get(file);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await request(callback).get('/static/js/main.3f2a9c0d.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers missing files with 404 JSON', async () => {
    const res = await request(callback).get('/nope.js');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('does not serve files outside the folder', async () => {
    const res = await request(callback).get('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
