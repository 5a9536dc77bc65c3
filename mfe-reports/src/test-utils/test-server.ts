import { type IncomingMessage, type OutgoingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 with `fetch` pointed at it, like platform's startTestApi, but
 * its answers may be any bytes with any headers (a PDF with its Content-Disposition).
 */
export interface RawCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface RawReply {
  status?: number;
  headers?: OutgoingHttpHeaders;
  /** Buffers and strings go out as they are; anything else as JSON. */
  body?: unknown;
}

export interface RawTestServer {
  calls: RawCall[];
  on(method: string, path: string, reply: (call: RawCall) => RawReply | Promise<RawReply>): void;
  callsTo(method: string, path: string): RawCall[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startRawTestServer(): Promise<RawTestServer> {
  const routes = new Map<string, (call: RawCall) => RawReply | Promise<RawReply>>();
  const calls: RawCall[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const call: RawCall = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: await readBody(req),
      };
      calls.push(call);
      const route = routes.get(`${call.method} ${path}`);
      const reply = route
        ? await route(call)
        : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      const raw = Buffer.isBuffer(reply.body) || typeof reply.body === 'string';
      const headers: OutgoingHttpHeaders = raw ? {} : { 'Content-Type': 'application/json' };
      res.writeHead(reply.status ?? 200, { ...headers, ...reply.headers });
      res.end(raw ? reply.body : reply.body === undefined ? undefined : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(
      new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, base),
      init,
    );

  return {
    calls,
    on: (method, path, reply) => void routes.set(`${method.toUpperCase()} ${path}`, reply),
    callsTo: (method, path) =>
      calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        globalThis.fetch = realFetch;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
