import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { verifyIdentity } from './identity';
import {
  createInternalClient,
  ServiceAnswerInvalidError,
  ServiceRefusedError,
  ServiceUnreachableError,
} from './internal';
import { TEST_SECRET } from './test-support';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
  caller: ReturnType<typeof verifyIdentity>;
}

/** A real HTTP server: each path answers one way, and every request is recorded as it arrived. */
function startServer(): Promise<{ url: string; seen: Seen[]; stop: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body,
        caller: verifyIdentity(TEST_SECRET, req.headers),
      });
      const path = (req.url ?? '').split('?')[0];
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path === '/echo') return json(200, { method: req.method, body: body || null });
      if (path === '/forbidden') return json(403, { error: 'Not yours', code: 'FORBIDDEN' });
      if (path === '/broken') {
        res.writeHead(502, { 'content-type': 'text/plain' });
        return res.end('bad gateway');
      }
      if (path === '/not-json') return res.end('<html>');
      if (path === '/empty') {
        res.writeHead(204);
        return res.end();
      }
      if (path === '/slow') return; // never answers
      json(404, { error: 'Not found', code: 'NOT_FOUND' });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        stop: () => {
          server.closeAllConnections();
          return new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}

describe('createInternalClient()', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const client = () =>
    createInternalClient({
      baseUrl: `${server.url}/`,
      secret: TEST_SECRET,
      caller: 'messaging',
      // Generous: a loaded CI machine can take over a second for a loopback answer. The
      // timeout's own test sets a short one per call.
      timeoutMs: 15_000,
    });

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.seen.length = 0;
  });

  it('signs every call as role system with the caller as user id, and sends the query', async () => {
    await client().get('/echo', { query: { type: 'class', grade: '5', studentId: undefined } });
    expect(server.seen).toEqual([
      {
        method: 'GET',
        url: '/echo?type=class&grade=5',
        contentType: undefined,
        body: '',
        caller: { userId: 'messaging', role: 'system', clientIp: '127.0.0.1' },
      },
    ]);
  });

  it('posts JSON and gives back the answer parsed by the schema', async () => {
    const answer = await client().post(
      '/echo',
      { hello: 'world' },
      { schema: z.object({ method: z.literal('POST'), body: z.string() }) },
    );
    expect(answer).toEqual({ method: 'POST', body: '{"hello":"world"}' });
    expect(server.seen[0]?.contentType).toBe('application/json');
  });

  it('gives back the JSON as it came without a schema, and undefined for an empty answer', async () => {
    await expect(client().get('/echo')).resolves.toEqual({ method: 'GET', body: null });
    await expect(client().post('/empty', {})).resolves.toBeUndefined();
  });

  it('tells an answered refusal apart, with its status and JSON body', async () => {
    const error = await client()
      .get('/forbidden')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceRefusedError);
    expect(error).toMatchObject({
      status: 403,
      body: { error: 'Not yours', code: 'FORBIDDEN' },
      url: `${server.url}/forbidden`,
    });
  });

  it('keeps the text of a refusal that is not JSON', async () => {
    await expect(client().get('/broken')).rejects.toMatchObject({
      name: 'ServiceRefusedError',
      status: 502,
      body: 'bad gateway',
    });
  });

  it('calls a 2xx answer off the contract invalid (not JSON, or not the schema)', async () => {
    await expect(client().get('/not-json')).rejects.toBeInstanceOf(ServiceAnswerInvalidError);
    await expect(
      client().get('/echo', { schema: z.object({ method: z.literal('POST') }) }),
    ).rejects.toMatchObject({ name: 'ServiceAnswerInvalidError', status: 200 });
  });

  it('calls a closed port unreachable', async () => {
    const error = await createInternalClient({ baseUrl: 'http://127.0.0.1:1', secret: TEST_SECRET })
      .get('/echo')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnreachableError);
    expect((error as ServiceUnreachableError).timedOut).toBe(false);
  });

  it('gives up after the time limit and calls that unreachable too', async () => {
    const started = Date.now();
    const error = await client()
      .get('/slow', { timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnreachableError);
    expect((error as ServiceUnreachableError).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(900);
  });
});
