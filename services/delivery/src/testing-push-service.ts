import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** The part of `http_ece` (it ships no types) this fake uses: RFC 8188 decryption. */
const ece = createRequire(__filename)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

/** One browser as a push service knows it: its key pair and auth secret, as the browser makes them. */
export interface FakeBrowser {
  /** What `PushSubscription.toJSON()` would give. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** What the fake push service received and checked of one request. */
export interface ReceivedPush {
  path: string;
  /** The VAPID JWT's claims after the signature was verified with the `k=` key. */
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  headers: http.IncomingHttpHeaders;
  /** The payload decrypted with the browser's private key and auth secret (RFC 8291). */
  payload: unknown;
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** Requests refused because a check failed (the reason each). */
  refused: string[];
  /** A new browser subscription on this push service. */
  browser: (name: string) => FakeBrowser;
  /** From now on answer this status for this browser's endpoint (e.g. 410: unsubscribed). */
  answer: (browser: FakeBrowser, status: number) => void;
  stop: () => Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Verifies `vapid t=<jwt>,k=<key>` (RFC 8292): ES256 over the JWT with the P-256 key k. */
function checkVapid(authorization: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not 'vapid t=...,k=...': ${authorization}`);
  const [, token = '', key = ''] = match;
  const [header = '', body = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error('The JWT is not ES256');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('The VAPID signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('The JWT has expired');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not mailto: or https:');
  return { claims, vapidPublicKey: key };
}

/**
 * A push service on loopback speaking the Web Push protocol (RFC 8030): it checks the VAPID
 * Authorization, `Content-Encoding: aes128gcm` and TTL, decrypts the payload as the browser
 * would, and answers 201 (or what a test set). Tests only.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, FakeBrowser>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const browser = browsers.get(path);
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (!browser) throw new Error(`unknown endpoint ${path}`);
        const status = statuses.get(path);
        if (status) {
          res.writeHead(status).end();
          return;
        }
        const vapid = checkVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding is ${req.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) throw new Error('TTL is missing');
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: b64url(browser.authSecret),
        });
        received.push({
          path,
          ...vapid,
          headers: req.headers,
          payload: JSON.parse(plain.toString('utf8')) as unknown,
        });
        res.writeHead(201).end();
      } catch (err) {
        refused.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    refused,
    browser: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${name}-${randomBytes(6).toString('hex')}`;
      const browser: FakeBrowser = {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
        ecdh,
        authSecret,
      };
      browsers.set(path, browser);
      return browser;
    },
    answer: (browser, status) => {
      statuses.set(new URL(browser.subscription.endpoint).pathname, status);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
