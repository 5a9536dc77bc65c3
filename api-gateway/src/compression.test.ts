import { once } from 'node:events';
import type http from 'node:http';
import zlib from 'node:zlib';
import request from 'supertest';
import WebSocket from 'ws';
import { LIVE_PATH, SESSION_COOKIE } from '@d742/contracts';
import { testLogger } from '@d742/service-testing';
import { createGateway, type Gateway } from './app';
import { COMPRESS_MIN_BYTES, compressibleType } from './compression';
import { BUFFERED_BODY_LIMIT } from './proxy';
import { createIdentityStandIn, STAND_IN_SESSIONS } from '../test/identity-stand-in';
import { closeServer, gatewayConfig, serve, urlOf } from '../test/testing-servers';

jest.setTimeout(30_000);

/** Grades as academics answers them: one long list, one short. */
const grade = (i: number) => ({
  id: `g${i}`,
  assignment: `Xisaabta casharka ${i}`,
  subject: 'Math',
  grade: 'B+',
  points: 17,
  maxPoints: 20,
});
const MANY = Array.from({ length: 40 }, (_, i) => grade(i));
const FEW = [grade(1)];
const ALL = Array.from({ length: 2_000 }, (_, i) => grade(i));
const RECORDING = Buffer.alloc(6_000, 7);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5_000, 32)]);

/** As Koa answers: with its Content-Length. */
function json(res: http.ServerResponse, body: unknown): void {
  const text = JSON.stringify(body);
  res
    .writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    .end(text);
}

/** Stand-ins of academics, messaging and reports: just what the gateway relays. */
const services: http.RequestListener = (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/api/students/many/grades') return json(res, MANY);
  if (path === '/api/students/few/grades') return json(res, FEW);
  if (path === '/api/students/all/grades') {
    // Over the buffering limit: streamed through, compressed as a stream.
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ALL));
    return;
  }
  if (path === '/api/students/zipped/grades') {
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        vary: 'Origin',
      })
      .end(zlib.gzipSync(JSON.stringify(MANY)));
    return;
  }
  if (path === '/api/messages/t1/replies/r1/audio') {
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Number(range[2]) : RECORDING.length - 1;
      res
        .writeHead(206, {
          'content-type': 'audio/webm',
          'accept-ranges': 'bytes',
          'content-range': `bytes ${start}-${end}/${RECORDING.length}`,
          'content-length': end - start + 1,
        })
        .end(RECORDING.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, { 'content-type': 'audio/webm' }).end(RECORDING);
    return;
  }
  if (path === '/api/students/many/progress-report') {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
};

const identity = createIdentityStandIn();
const servers: http.Server[] = [];
let gateway: Gateway;
const cookie = `${SESSION_COOKIE}=${STAND_IN_SESSIONS.parent.sid}`;
const get = (path: string) => request(gateway.app.callback()).get(path).set('Cookie', cookie);

beforeAll(async () => {
  servers.push(await serve(identity.app), await serve(services));
  const [identityUrl, servicesUrl] = servers.map(urlOf);
  gateway = createGateway({
    config: gatewayConfig({
      SERVICE_URL_IDENTITY: identityUrl,
      SERVICE_URL_ACADEMICS: servicesUrl,
      SERVICE_URL_MESSAGING: servicesUrl,
      SERVICE_URL_REPORTS: servicesUrl,
    }),
    logger: testLogger(),
  });
});
afterAll(async () => {
  gateway.close();
  await Promise.all(servers.map(closeServer));
});

describe('on-the-fly compression of API answers', () => {
  it('sends a JSON answer over the threshold in brotli when the browser accepts it, else gzip', async () => {
    expect(JSON.stringify(MANY).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await get('/api/students/many/grades')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(JSON.stringify(MANY).length / 3);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body).toEqual(MANY);

    const gz = await get('/api/students/many/grades').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(MANY);
  });

  it('compresses a big streamed answer too', async () => {
    expect(JSON.stringify(ALL).length).toBeGreaterThan(BUFFERED_BODY_LIMIT);
    const res = await get('/api/students/all/grades').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toEqual(ALL);
  });

  it('sends JSON as it is to a client without compression, still saying Vary: Accept-Encoding', async () => {
    const res = await get('/api/students/many/grades')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toEqual(MANY);
  });

  it(`leaves an answer under ${COMPRESS_MIN_BYTES} bytes uncompressed`, async () => {
    const res = await get('/api/students/few/grades')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(JSON.stringify(FEW).length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toEqual(FEW);
  });

  it('relays an answer the service already compressed once, adding to its Vary', async () => {
    const res = await get('/api/students/zipped/grades')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/origin/i);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toEqual(MANY); // decoded once: it was not compressed twice
  });

  it('relays a recording played from the middle (206) byte for byte, never compressed', async () => {
    const res = await get('/api/messages/t1/replies/r1/audio')
      .set('Accept-Encoding', 'br, gzip')
      .set('Range', 'bytes=1000-')
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 1000-5999/${RECORDING.length}`);
    expect(Number(res.headers['content-length'])).toBe(5_000);
    expect(res.body).toEqual(RECORDING.subarray(1000));

    const whole = await get('/api/messages/t1/replies/r1/audio')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
  });

  it('sends a PDF report as it is', async () => {
    const res = await request(gateway.app.callback())
      .post('/api/students/many/progress-report')
      .set('Cookie', cookie)
      .set('Accept-Encoding', 'br, gzip')
      .send({ type: 'comprehensive' })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses text types only, never audio, images, fonts, PDFs or event streams', () => {
    for (const type of ['application/json; charset=utf-8', 'text/html', 'image/svg+xml'])
      expect(compressibleType(type)).toBe(true);
    for (const type of [
      'audio/webm',
      'image/png',
      'font/woff2',
      'application/pdf',
      'text/event-stream',
      'application/octet-stream',
    ])
      expect(compressibleType(type)).toBe(false);
  });

  it('leaves the live channel alone: /ws still upgrades and authenticates', async () => {
    const server = gateway.app.listen(0, '127.0.0.1');
    servers.push(server);
    await once(server, 'listening');
    const socket = new WebSocket(`${urlOf(server).replace('http', 'ws')}${LIVE_PATH}`, {
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    await once(socket, 'open');
    const answer = once(socket, 'message');
    socket.send(
      JSON.stringify({ type: 'auth', userId: STAND_IN_SESSIONS.parent.userId, role: 'parent' }),
    );
    expect(JSON.parse(String((await answer)[0]))).toMatchObject({ type: 'auth_success' });
    socket.close();
  });
});
