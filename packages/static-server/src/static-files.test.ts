import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createStaticApp } from './static-app';

/** A remote's build as build-config writes it: originals plus .br/.gz twins of the larger text files. */
const ENTRY = `var academics = ${JSON.stringify({ modules: Array.from({ length: 300 }, (_, i) => `./Page${i}`) })};`;
const CHUNK = `console.log(${JSON.stringify('Darajooyinka ardayga '.repeat(200))});`;
const twins = (text: string) => ({
  br: zlib.brotliCompressSync(text),
  gz: zlib.gzipSync(text),
});

describe('static files: precompressed twins, Vary, ETag and 304', () => {
  let dir: string;
  let http: () => ReturnType<typeof request>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'd742-static-files-'));
    for (const [name, text] of [
      ['remoteEntry.js', ENTRY],
      ['718.355961c4.js', CHUNK],
    ] as const) {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), twins(text).br);
      writeFileSync(path.join(dir, `${name}.gz`), twins(text).gz);
    }
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"academics"}');
    writeFileSync(path.join(dir, 'logo.6b1f0c2e.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const callback = createStaticApp(dir).callback();
    http = () => request(callback);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends the brotli twin when the browser accepts br and gzip, with the original type', async () => {
    const res = await http().get('/remoteEntry.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(twins(ENTRY).br.length);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(ENTRY);
  });

  it('sends the gzip twin to a client without brotli, and the file itself to one without either', async () => {
    const gz = await http().get('/718.355961c4.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(twins(CHUNK).gz.length);
    expect(gz.text).toBe(CHUNK);

    const plain = await http().get('/718.355961c4.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(CHUNK));
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.text).toBe(CHUNK);
  });

  it('keeps a hashed file and its twins immutable for a year, and revalidates the entry', async () => {
    const hashed = await http().get('/718.355961c4.js').set('Accept-Encoding', 'br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await http().get('/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('says Vary: Accept-Encoding on a small text file with no twin, and not on an image', async () => {
    const manifest = await http().get('/mf-manifest.json').set('Accept-Encoding', 'br');
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers.vary).toMatch(/accept-encoding/i);
    const image = await http().get('/logo.6b1f0c2e.png').set('Accept-Encoding', 'br');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers.vary).toBeUndefined();
  });

  it('answers 304 without a body to If-None-Match with the ETag of the same representation', async () => {
    const first = await http().get('/remoteEntry.js').set('Accept-Encoding', 'br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/); // strong: no W/
    const again = await http()
      .get('/remoteEntry.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
  });

  it('gives each encoding its own ETag, so a gzip client never gets 304 for the brotli bytes', async () => {
    const br = await http().get('/remoteEntry.js').set('Accept-Encoding', 'br');
    const gz = await http().get('/remoteEntry.js').set('Accept-Encoding', 'gzip');
    const plain = await http().get('/remoteEntry.js').set('Accept-Encoding', 'identity');
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const mismatch = await http()
      .get('/remoteEntry.js')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', br.headers.etag as string);
    expect(mismatch.status).toBe(200);
    expect(mismatch.text).toBe(ENTRY);
  });

  it('sends the new file with a new ETag after a deploy replaced it under the same name', async () => {
    const before = await http().get('/mf-manifest.json').set('Accept-Encoding', 'identity');
    await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"academics","v":2}');
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'mf-manifest.json'), later, later);
    const after = await http()
      .get('/mf-manifest.json')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ name: 'academics', v: 2 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers HEAD with the headers of the chosen twin and no body', async () => {
    const res = await http().head('/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(twins(ENTRY).br.length);
    expect(res.headers.etag).toBeTruthy();
  });
});
