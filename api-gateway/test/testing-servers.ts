import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { listen } from '@d742/service-kit';
import { TEST_SECRET } from '@d742/service-testing';
import { loadConfig, type GatewayConfig } from '../src/config';

export function urlOf(server: http.Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function serve(app: Koa | http.RequestListener): Promise<http.Server> {
  const server = http.createServer(typeof app === 'function' ? app : app.callback());
  await listen(server, 0, '127.0.0.1');
  return server;
}

/** A loopback port nothing listens on: a service or remote that is down. */
export async function unusedPortUrl(): Promise<string> {
  const server = await serve(() => undefined);
  const url = urlOf(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Nothing listens on port 1: upstreams a test does not name count as down instead of reaching a dev server. */
const NOWHERE = 'http://127.0.0.1:1';

export function gatewayConfig(overrides: NodeJS.ProcessEnv): GatewayConfig {
  const upstreams = ['IDENTITY', 'ACADEMICS', 'MESSAGING', 'VOICE', 'REPORTS'].map(
    (n) => `SERVICE_URL_${n}`,
  );
  const remotes = ['ACADEMICS', 'MESSAGING', 'VOICE', 'REPORTS'].map((n) => `REMOTE_URL_${n}`);
  const defaults = Object.fromEntries([...upstreams, ...remotes].map((name) => [name, NOWHERE]));
  return loadConfig({
    ...defaults,
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
