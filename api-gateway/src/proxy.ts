import http from 'node:http';
import https from 'node:https';
import { Transform, pipeline, type Readable, type TransformCallback } from 'node:stream';
import type { Context } from 'koa';
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

interface Upstream {
  transport: typeof http | typeof https;
  options: Pick<http.RequestOptions, 'protocol' | 'hostname' | 'port'>;
}
const upstreams = new Map<string, Upstream>();

/**
 * A service's or remote's base URL, parsed once (a URL per request was a measurable share of the
 * gateway's CPU). Only its origin is used: the request's own path and query go to that host.
 */
function upstreamOf(target: string): Upstream {
  let upstream = upstreams.get(target);
  if (!upstream) {
    const url = new URL(target);
    upstream = {
      transport: url.protocol === 'https:' ? https : http,
      options: {
        protocol: url.protocol,
        // http.request wants an IPv6 address without its brackets.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
      },
    };
    upstreams.set(target, upstream);
  }
  return upstream;
}

function hasBody(req: http.IncomingMessage): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  );
}

/**
 * Streams the request to the upstream and relays status, headers (every Set-Cookie) and body.
 * Resolves once the upstream's headers are in (and its body, when small); Koa then sends it on.
 */
export function proxyRequest(ctx: Context, opts: ProxyOptions): Promise<void> {
  const target = upstreamOf(opts.target);
  const sendBody = opts.bodyLimit !== undefined && hasBody(ctx.req);
  if (sendBody && Number(ctx.req.headers['content-length'] ?? 0) > (opts.bodyLimit ?? 0)) {
    return Promise.reject(new PayloadTooLargeError());
  }

  return new Promise<void>((resolve, reject) => {
    const upstream = target.transport.request({
      ...target.options,
      path: opts.path,
      method: ctx.method,
      headers: opts.headers,
    });
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      reject(err);
    };

    upstream.setTimeout(opts.timeoutMs, () => upstream.destroy(new GatewayTimeoutError(opts.name)));
    upstream.on('socket', (socket) => {
      // A kept-alive socket is connected already; only a new one can hang in its handshake.
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => upstream.destroy(new ServiceUnavailableError(opts.name)),
        opts.connectTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUTS.connectMs,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    upstream.on('error', (err) => {
      if (
        err instanceof PayloadTooLargeError ||
        err instanceof GatewayTimeoutError ||
        err instanceof ServiceUnavailableError
      )
        fail(err);
      else fail(new ServiceUnavailableError(opts.name));
    });
    upstream.on('response', (res) => {
      if (settled) {
        res.resume();
        return;
      }
      const relay = (body: Buffer | Readable | null) => {
        if (settled) return;
        settled = true;
        relayResponse(ctx, res, body);
        resolve();
      };
      if (ctx.method === 'HEAD' || EMPTY_BODY_STATUSES.has(res.statusCode ?? 0)) {
        res.resume();
        relay(null);
      } else if (Number(res.headers['content-length'] ?? Infinity) <= BUFFERED_BODY_LIMIT) {
        readWhole(res).then(relay, () => fail(new ServiceUnavailableError(opts.name)));
      } else relay(res);
    });

    if (!sendBody) {
      upstream.end();
      return;
    }
    pipeline(ctx.req, new BodyLimiter(opts.bodyLimit ?? 0), upstream, (err) => {
      if (err && !upstream.destroyed) upstream.destroy(err);
      if (err instanceof PayloadTooLargeError) fail(err);
    });
  });
}

/** The whole body of a small answer; rejects when the upstream closes before its end. */
function readWhole(res: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    res.once('error', reject);
    res.once('close', () => {
      if (!res.complete) reject(new ServiceUnavailableError());
    });
  });
}

const EMPTY_BODY_STATUSES = new Set([204, 205, 304]);

/** Status, headers (hop-by-hop ones dropped) and the body: read whole, streaming, or none. */
function relayResponse(
  ctx: Context,
  res: http.IncomingMessage,
  body: Buffer | Readable | null,
): void {
  ctx.status = res.statusCode ?? 502;
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    // Added to, not replaced: the gateway's compression varies on Accept-Encoding already.
    if (name === 'vary') ctx.vary(String(value));
    else ctx.set(name, value);
  }
  if (body) ctx.body = body;
}
