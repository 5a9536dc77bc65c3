import http from 'node:http';
import { closeServer, serve, urlOf } from './testing-servers';

/** A loopback pass-through that counts the requests reaching the service behind it. */
export interface CountingTap {
  url: string;
  /** Requests that arrived, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Counts what the gateway lets through to a service: with `target`, forwards every request there
 * unchanged (the real service answers); without one, answers 200 `{}` itself (a service whose own
 * answer the test does not need, e.g. voice without its providers).
 */
export async function startCountingTap(target?: string): Promise<CountingTap> {
  const requests: string[] = [];
  const server = await serve((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (!target) {
      req.resume();
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end('{}');
      });
      return;
    }
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
  return { url: urlOf(server), requests, close: () => closeServer(server) };
}
