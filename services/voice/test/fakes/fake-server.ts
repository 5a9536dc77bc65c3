import http from 'node:http';

/** One request a fake received, as it arrived. */
export interface FakeCall {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json(): unknown;
}

/** A scripted answer; `delayMs` holds the answer back (for time-outs). */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: string | Buffer | object;
  delayMs?: number;
}

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request received, oldest first. */
  calls: FakeCall[];
  /** Answers the next request(s) with these instead of the default, in order. */
  script(...answers: FakeAnswer[]): void;
  /** Answers the next request(s) to `path` only with these (e.g. speech fails, recognition works). */
  scriptFor(path: string, ...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A loopback HTTP server answering scripted answers first (for the path, then for any path), then
 * `answer(call)`, which may take its time (e.g. to read a multipart body).
 */
export async function startFakeServer(
  answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const calls: FakeCall[] = [];
  const queue: FakeAnswer[] = [];
  const pathQueues = new Map<string, FakeAnswer[]>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks);
      const call: FakeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        text: () => body.toString('utf8'),
        json: () => JSON.parse(body.toString('utf8')) as unknown,
      };
      calls.push(call);
      void Promise.resolve(pathQueues.get(call.path)?.shift() ?? queue.shift() ?? answer(call))
        .catch((error: unknown): FakeAnswer => ({ status: 500, body: String(error) }))
        .then((reply) => respond(reply));
    });
    const respond = (reply: FakeAnswer) => {
      const send = () => {
        if (res.destroyed) return;
        const isJson =
          reply.body !== undefined &&
          typeof reply.body === 'object' &&
          !Buffer.isBuffer(reply.body);
        const payload = isJson
          ? JSON.stringify(reply.body)
          : ((reply.body as string | Buffer | undefined) ?? '');
        res.writeHead(reply.status ?? 200, {
          ...(isJson ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
          ...reply.headers,
        });
        res.end(payload);
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else send();
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    script: (...answers) => queue.push(...answers),
    scriptFor: (path, ...answers) =>
      pathQueues.set(path, [...(pathQueues.get(path) ?? []), ...answers]),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
