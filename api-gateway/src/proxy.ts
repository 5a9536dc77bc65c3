import type http from 'node:http';
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import type { Context } from 'koa';
import { Pool, type Dispatcher } from 'undici';
import { GatewayTimeoutError, PayloadTooLargeError, ServiceUnavailableError } from './errors';

export interface ProxyOptions {
  /** Base URL of the upstream, e.g. http://127.0.0.1:4101 */
  target: string;
  /** Path and query to request upstream. */
  path: string;
  /** The complete outgoing header set: nothing from the browser is forwarded unless listed here. */
  headers: http.OutgoingHttpHeaders;
  /** What a failure names as `service`: the service ('academics') or remote ('mfe-reports'). */
  name?: string;
  /** The longest wait for the upstream's answer (idle socket): past it the call answers 504. */
  timeoutMs: number;
  /**
   * The longest wait for a new TCP connection: a host that is gone (no refusal, packets dropped)
   * answers 503 after this instead of after the OS's minutes of retries. Default 1 s.
   */
  connectTimeoutMs?: number;
  /** Largest request body in bytes; undefined forwards no body. */
  bodyLimit?: number;
}

/** Browser headers that may reach any upstream (never cookies or x-d742-*). */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  // A recording played from the middle (messaging's reply audio answers 206).
  'range',
] as const;

/** Conditional-request headers for static remotes, so their caching keeps working. */
export const FORWARDED_ASSET_HEADERS = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
] as const;

/**
 * Answers up to this size (by their Content-Length: the JSON of nearly every API route) are read
 * whole and sent in one write; bigger or unsized ones (recordings, PDFs) stream through. Streaming
 * a small body cost the gateway more CPU than the copy (Koa's stream pipeline per response).
 */
export const BUFFERED_BODY_LIMIT = 64 * 1024;

/** How long the gateway waits on an upstream (GATEWAY_CONNECT_TIMEOUT_MS, GATEWAY_UPSTREAM_TIMEOUT_MS). */
export interface UpstreamTimeouts {
  connectMs: number;
  answerMs: number;
}
export const DEFAULT_UPSTREAM_TIMEOUTS: UpstreamTimeouts = { connectMs: 1_000, answerMs: 15_000 };

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function pickHeaders(ctx: Context, names: readonly string[]): http.OutgoingHttpHeaders {
  const picked: http.OutgoingHttpHeaders = {};
  for (const name of names) {
    const value = ctx.req.headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

class BodyLimiter extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new PayloadTooLargeError());
    else done(null, chunk);
  }
}

/**
 * One undici pool per upstream and connect bound, made once. undici's client (its HTTP parser in
 * WebAssembly, no socket-per-request bookkeeping of node:http's Agent, no stream for a small answer)
 * took the gateway's CPU per proxied read from 812–855 to 728–776 µs (decision 046).
 */
const pools = new Map<string, Pool>();

/** Only the target's origin is used: the request's own path and query go to that host. */
function poolOf(target: string, connectTimeoutMs: number): Pool {
  const key = `${connectTimeoutMs} ${target}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(new URL(target).origin, { connect: { timeout: connectTimeoutMs } });
    pools.set(key, pool);
  }
  return pool;
}

function hasBody(req: http.IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** What the caller is told of an upstream's failure: too large (413), too slow (504), or gone (503). */
function upstreamFailure(err: Error, name: string | undefined): Error {
  if (err instanceof PayloadTooLargeError) return err;
  if (TIMED_OUT.has((err as NodeJS.ErrnoException).code ?? ''))
    return new GatewayTimeoutError(name);
  return new ServiceUnavailableError(name);
}

/**
 * Streams the request to the upstream and relays status, headers (every Set-Cookie) and body.
 * Resolves once the upstream's headers are in (and its body, when small); Koa then sends it on.
 */
export function proxyRequest(ctx: Context, opts: ProxyOptions): Promise<void> {
  const sendBody = opts.bodyLimit !== undefined && hasBody(ctx.req);
  if (sendBody && Number(ctx.req.headers['content-length'] ?? 0) > (opts.bodyLimit ?? 0)) {
    return Promise.reject(new PayloadTooLargeError());
  }
  const pool = poolOf(opts.target, opts.connectTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUTS.connectMs);

  return new Promise<void>((resolve, reject) => {
    let body: Readable | null = null;
    if (sendBody) {
      body = pipeline(ctx.req, new BodyLimiter(opts.bodyLimit ?? 0), () => {});
    }
    pool.dispatch(
      {
        path: opts.path,
        method: ctx.method as Dispatcher.HttpMethod,
        headers: opts.headers as Record<string, string | string[]>,
        body,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      },
      new Relay(ctx, opts.name, resolve, reject),
    );
  });
}

/**
 * undici's handler of one proxied answer: a small one (by its Content-Length) is gathered and
 * handed to Koa whole, a bigger or unsized one is handed over as a stream as soon as its headers
 * are in, paced by the browser's reading (the upstream is paused while Koa's stream is full).
 */
class Relay implements Dispatcher.DispatchHandler {
  private settled = false;
  /** The small answer's body so far; null before its headers, and when it is streamed. */
  private chunks: Buffer[] | null = null;
  /** HEAD, 204, 205, 304: Koa sends the headers alone. */
  private bodiless = false;
  private stream: Readable | null = null;

  constructor(
    private readonly ctx: Context,
    private readonly name: string | undefined,
    private readonly resolve: () => void,
    private readonly reject: (err: Error) => void,
  ) {}

  /** undici requires it; the answer's controller arrives with each later call. */
  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: http.IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return;
    relayHead(this.ctx, statusCode, headers);
    if (this.ctx.method === 'HEAD' || EMPTY_BODY_STATUSES.has(statusCode)) {
      this.bodiless = true;
      this.chunks = [];
    } else if (Number(headers['content-length'] ?? Infinity) <= BUFFERED_BODY_LIMIT) {
      this.chunks = [];
    } else {
      const stream = new Readable({
        read: () => controller.resume(),
        destroy: (err, done) => {
          // The browser left (or the answer failed): nothing more is wanted from the upstream.
          if (!controller.aborted) controller.abort(err ?? new Error('answer abandoned'));
          done(err);
        },
      });
      this.stream = stream;
      this.settle(stream);
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.stream) {
      if (!this.stream.push(chunk)) controller.pause();
    } else this.chunks?.push(chunk);
  }

  onResponseEnd(): void {
    if (this.stream) this.stream.push(null);
    else if (this.chunks) {
      const { chunks } = this;
      // An empty answer is an empty Buffer, not no body (Koa would write its status text).
      this.settle(this.bodiless ? null : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    if (this.settled) {
      // Headers and part of a streamed body have gone out: ending the stream ends the response.
      this.stream?.destroy(err);
      return;
    }
    this.settled = true;
    this.reject(upstreamFailure(err, this.name));
  }

  private settle(body: Buffer | Readable | null): void {
    if (this.settled) return;
    this.settled = true;
    if (body) this.ctx.body = body;
    this.resolve();
  }
}

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);

/** Status and headers, hop-by-hop ones dropped. */
function relayHead(ctx: Context, status: number, headers: http.IncomingHttpHeaders): void {
  ctx.status = status;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // Added to, not replaced: the gateway's compression varies on Accept-Encoding already.
    if (name === 'vary') ctx.vary(String(value));
    else ctx.set(name, value);
  }
}
