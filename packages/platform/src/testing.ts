import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountSavesSettled } from './session-store';

export {
  createProviderRendering,
  createTestQueryClient,
  type LocalizedHeading,
  type RenderWithProvidersOptions,
} from './render-with-providers';
export { allowRadixSelect, fixClock } from './test-clock';
export { clientWithAnswers, failQuery } from './test-query-data';
export {
  startTestLiveServer,
  type TestLiveServer,
  type TestLiveServerOptions,
  type TestLiveSession,
  type TestLiveSocket,
} from './live-test-server';

/**
 * A real HTTP server on 127.0.0.1:<random port> for component tests, with `fetch` pointed at it
 * (relative URLs like '/api/auth/login' resolve to the server). Answers are whatever the test
 * registers, so tests must use the real response shapes of @d742/contracts.
 */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (routes match on the path alone). */
  query: Record<string, string>;
  body: unknown;
  headers: IncomingMessage['headers'];
}

export interface TestReply {
  status?: number;
  body?: unknown;
}

export type TestHandler = (call: RecordedCall) => TestReply | Promise<TestReply>;

export interface TestApi {
  url: string;
  calls: RecordedCall[];
  /** Answer `method path` with a fixed reply or a handler (the last registration wins). */
  on(method: string, path: string, reply: TestReply | TestHandler): void;
  callsTo(method: string, path: string): RecordedCall[];
  /** Stop listening: later calls fail like a network outage (fetch rejects). */
  goOffline(): Promise<void>;
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

export async function startTestApi(): Promise<TestApi> {
  const routes = new Map<string, TestHandler>();
  const calls: RecordedCall[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const { pathname: path, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path,
        query: Object.fromEntries(searchParams),
        body: await readBody(req),
        headers: req.headers,
      };
      calls.push(call);
      const handler = routes.get(`${call.method} ${path}`);
      const reply = handler
        ? await handler(call)
        : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
      const status = reply.status ?? 200;
      if (reply.body === undefined) {
        res.writeHead(status).end();
      } else {
        res
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(reply.body));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const target = new URL(
      typeof input === 'string' || input instanceof URL ? String(input) : input.url,
      url,
    );
    try {
      return await realFetch(target, init);
    } catch (error) {
      // Re-create the error in this realm so `instanceof TypeError` holds under jsdom.
      throw new TypeError(error instanceof Error ? error.message : String(error), { cause: error });
    }
  };

  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    url,
    calls,
    on(method, path, reply) {
      routes.set(
        `${method.toUpperCase()} ${path}`,
        typeof reply === 'function' ? reply : () => reply,
      );
    },
    callsTo: (method, path) =>
      calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
    goOffline: stop,
    async close() {
      // A signed-in render may have started a fire-and-forget language save: let it end here.
      await accountSavesSettled();
      await stop();
      globalThis.fetch = realFetch;
    },
  };
}
