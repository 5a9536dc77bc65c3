import type http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import request from 'supertest';
import { errorHandler } from '@d742/service-kit';
import { testLogger } from '@d742/service-testing';
import { BUFFERED_BODY_LIMIT, FORWARDED_REQUEST_HEADERS, pickHeaders, proxyRequest } from './proxy';
import { closeServer, serve, urlOf } from '../test/testing-servers';

/** What a server answers to these exact bytes (the request line as written, no client rewriting). */
function rawRequest(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

let upstream: http.Server;
let received: { headers: http.IncomingHttpHeaders; body: string; url: string }[] = [];

beforeAll(async () => {
  upstream = await serve((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        url: req.url ?? '',
      });
      res.statusCode = 201;
      res.setHeader('Set-Cookie', ['a=1; Path=/', 'b=2; Path=/api/auth; HttpOnly']);
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
  });
});
afterAll(() => closeServer(upstream));
beforeEach(() => {
  received = [];
});

function proxyApp(bodyLimit = 1024, target: () => http.Server = () => upstream) {
  const app = new Koa();
  app.use(errorHandler(testLogger()));
  app.use((ctx) =>
    proxyRequest(ctx, {
      target: urlOf(target()),
      path: ctx.url,
      headers: pickHeaders(ctx, FORWARDED_REQUEST_HEADERS),
      timeoutMs: 15_000, // generous: a loaded CI machine is slow even on loopback
      bodyLimit,
    }),
  );
  return app.callback();
}

describe('proxyRequest()', () => {
  it('sends every request to its upstream, whatever host its path seems to name', async () => {
    // A URL resolved against the upstream's base would have gone to other-host.example.
    await request(proxyApp()).get('//other-host.example/x?y=1').expect(201, { ok: true });
    expect(received[0]).toMatchObject({ url: '//other-host.example/x?y=1' });
    await request(proxyApp()).get('/a/../b').expect(201);
    expect(received[1]).toMatchObject({ url: '/a/../b' });
  });

  it('sends a request line in absolute form to its upstream, not to the host it names', async () => {
    // Koa routes such a request by its path; resolved as a URL it would have reached that host,
    // signed identity headers and all (port 1: nothing listens there).
    const gateway = await serve(proxyApp());
    try {
      const answer = await rawRequest(
        urlOf(gateway),
        'GET http://127.0.0.1:1/api/x HTTP/1.1\r\nHost: 127.0.0.1:1\r\nConnection: close\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
      expect(received[0]).toMatchObject({ url: 'http://127.0.0.1:1/api/x' });
    } finally {
      await closeServer(gateway);
    }
  });

  it('streams the body and relays status, headers and every Set-Cookie', async () => {
    const res = await request(proxyApp())
      .post('/x?y=1')
      .set('Cookie', 'd742_sid=secret')
      .set('X-D742-User-Id', 'spoof')
      .send({ hello: 'world' })
      .expect(201, { ok: true });
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/api/auth; HttpOnly']);
    expect(received[0]).toMatchObject({ url: '/x?y=1', body: '{"hello":"world"}' });
    expect(received[0]!.headers.cookie).toBeUndefined();
    expect(received[0]!.headers['x-d742-user-id']).toBeUndefined();
  });

  it('forwards Range, so a service can answer part of a recording', async () => {
    await request(proxyApp()).get('/audio').set('Range', 'bytes=0-99').expect(201);
    expect(received[0]!.headers.range).toBe('bytes=0-99');
  });

  it('answers 413 to a chunked body that grows past the limit, without a Content-Length to go by', async () => {
    const body = Readable.from([Buffer.alloc(800), Buffer.alloc(800)]);
    const server = await serve(proxyApp(1000));
    try {
      const res = await fetch(`${urlOf(server)}/upload`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: Readable.toWeb(body) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      await closeServer(server);
    }
  });
});

describe('proxyRequest() answers', () => {
  const BIG = Buffer.alloc(BUFFERED_BODY_LIMIT * 3, 'x');
  let service: http.Server;
  /** Resolves when the endless answer's connection closes. */
  let endlessClosed: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    service = await serve((req, res) => {
      if (req.url === '/endless') {
        // A long recording: 16 KiB every 10 ms, with no Content-Length, until the reader leaves.
        res.writeHead(200, { 'content-type': 'audio/ogg' });
        const timer = setInterval(() => res.write(Buffer.alloc(16 * 1024, 'a')), 10);
        endlessClosed = new Promise((resolve) =>
          res.once('close', () => {
            clearInterval(timer);
            resolve();
          }),
        );
        return;
      }
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': BIG.length });
        res.end(BIG);
        return;
      }
      // Promises 500 bytes, sends 10, then the service dies.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 500 });
      res.write('{"grades":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
  });
  afterAll(() => closeServer(service));

  const relay = () => proxyApp(undefined, () => service);

  it('answers 503 JSON, not half an answer, when the service dies in the middle of a small one', async () => {
    const res = await request(relay()).get('/cut').expect(503);
    expect(res.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it('streams an answer over the buffering limit through, byte for byte', async () => {
    const res = await request(relay()).get('/big').expect(200);
    expect(Number(res.headers['content-length'])).toBe(BIG.length);
    expect(res.text).toBe(BIG.toString());
  });

  it('stops reading from the service when the browser leaves in the middle of a streamed answer', async () => {
    const gateway = await serve(relay());
    try {
      const res = await fetch(`${urlOf(gateway)}/endless`);
      const reader = res.body!.getReader();
      // Part of the answer reached the browser through the gateway...
      expect((await reader.read()).value?.length).toBeGreaterThan(0);
      // ...then the parent closed the page: the service's connection is let go, not drained forever.
      await reader.cancel();
      await endlessClosed;
    } finally {
      await closeServer(gateway);
    }
  });
});
