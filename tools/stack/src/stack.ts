import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedMongo, withDatabase, type EmbeddedMongo } from '@d742/embedded-db';
import { spawnNode, type ManagedProcess } from './child-process';
import {
  REMOTE_NAMES,
  SERVICE_NAMES,
  defaultPorts,
  gatewayEntry,
  remoteDist,
  serviceEntry,
  shellDist,
  staticServerEntry,
  type RemoteName,
  type ServiceName,
  type StackPorts,
} from './layout';
import { waitForHttp } from './wait';

export interface StackOptions {
  /** Where the database (and the demo secret) live; survives restarts when it is kept. */
  dataDir: string;
  ports?: StackPorts;
  demoMode?: boolean;
  /** Log level handed to every server (pino). */
  logLevel?: string;
  /** Extra environment for every server, e.g. REMOTE_ALLOWED_ORIGINS for the gateway. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** The data is deleted after the run (tests, benchmarks): PostgreSQL skips durability. */
  throwawayData?: boolean;
}

export interface RunningStack {
  url: string;
  ports: StackPorts;
  database: EmbeddedMongo;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  /** Stops one domain service (the dashboard and the fallbacks must notice). */
  stopService(name: ServiceName): Promise<void>;
  /**
   * Starts one domain service; `env` overrides the stack's environment for this start only
   * (e.g. a voice service with its providers switched off).
   */
  startService(name: ServiceName, env?: NodeJS.ProcessEnv): Promise<void>;
  /**
   * Serves another build directory of a remote on `port` (127.0.0.1), the way a team would
   * publish a new version beside the current one; stopped with the stack.
   */
  serveBuild(dir: string, port: number): Promise<{ url: string; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/**
 * Demo runs keep one generated secret under the data dir, so signed cookies (access grant,
 * remembered device) stay valid across restarts. Production passes INTERNAL_SECRET itself.
 */
function internalSecret(dataDir: string): string {
  if (process.env.INTERNAL_SECRET) return process.env.INTERNAL_SECRET;
  const file = path.join(dataDir, 'internal-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function assertBuilt(): void {
  const missing = [
    ...SERVICE_NAMES.map(serviceEntry),
    gatewayEntry(),
    staticServerEntry(),
    path.join(shellDist(), 'index.html'),
    ...REMOTE_NAMES.map((r) => path.join(remoteDist(r), 'mf-manifest.json')),
  ].filter((f) => !fs.existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `These build outputs are missing; run "npm run build" first:\n  ${missing.join('\n  ')}`,
    );
  }
}

/** The embedded database's folder inside the stack's data folder. */
export const STACK_DATABASE_DIR = 'db';

export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const ports = opts.ports ?? defaultPorts();
  const demoMode = opts.demoMode ?? true;
  assertBuilt();
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const secret = internalSecret(opts.dataDir);
  const gatewayUrl = `http://${HOST}:${ports.gateway}`;
  const processes: ManagedProcess[] = [];
  const services = new Map<ServiceName, ManagedProcess>();
  const remotes = new Map<RemoteName, ManagedProcess>();
  const builds = new Set<ManagedProcess>();

  const database = await startEmbeddedMongo({
    dataDir: path.join(opts.dataDir, STACK_DATABASE_DIR),
    port: ports.database,
    log,
    throwaway: opts.throwawayData,
  });
  log(
    `[stack] database: ${database.kind}${database.storage ? ` on ${database.storage}` : ''} at ${database.uri}`,
  );

  const common: NodeJS.ProcessEnv = {
    ...process.env,
    HOST,
    INTERNAL_SECRET: secret,
    DEMO_MODE: String(demoMode),
    LOG_LEVEL: opts.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
    GATEWAY_INTERNAL_URL: gatewayUrl,
    IDENTITY_URL: `http://${HOST}:${ports.services.identity}`,
    ACADEMICS_URL: `http://${HOST}:${ports.services.academics}`,
    MESSAGING_URL: `http://${HOST}:${ports.services.messaging}`,
    VOICE_URL: `http://${HOST}:${ports.services.voice}`,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...opts.env,
  };

  const stopAll = async () => {
    await Promise.all(
      [...services.values(), ...remotes.values(), ...builds, ...processes]
        .reverse()
        .map((p) => p.stop()),
    );
    await database.stop();
  };

  const serveDirectory = async (name: string, dir: string, port: number) => {
    const proc = spawnNode({
      name,
      entry: staticServerEntry(),
      args: [dir, '--port', String(port), '--host', HOST],
      env: common,
      onLine: log,
    });
    await waitForHttp(`http://${HOST}:${port}/mf-manifest.json`, { name, exited: proc.exited });
    return proc;
  };

  const startRemote = async (name: RemoteName) => {
    remotes.set(name, await serveDirectory(`mfe-${name}`, remoteDist(name), ports.remotes[name]));
  };

  const startService = async (name: ServiceName, env: NodeJS.ProcessEnv = {}) => {
    const port = ports.services[name];
    const proc = spawnNode({
      name,
      entry: serviceEntry(name),
      env: {
        ...common,
        ...env,
        PORT: String(port),
        MONGODB_URI: withDatabase(database.uri, `d742_${name}`),
      },
      onLine: log,
    });
    services.set(name, proc);
    await waitForHttp(`http://${HOST}:${port}/health`, { name, exited: proc.exited });
  };

  try {
    await Promise.all(SERVICE_NAMES.map((name) => startService(name)));
    await Promise.all(REMOTE_NAMES.map(startRemote));

    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((n) => [
        `SERVICE_URL_${n.toUpperCase()}`,
        `http://${HOST}:${ports.services[n]}`,
      ]),
    );
    const remoteUrls = Object.fromEntries(
      REMOTE_NAMES.map((n) => [
        `REMOTE_URL_${n.toUpperCase()}`,
        `http://${HOST}:${ports.remotes[n]}`,
      ]),
    );
    const gateway = spawnNode({
      name: 'gateway',
      entry: gatewayEntry(),
      env: {
        ...common,
        ...serviceUrls,
        ...remoteUrls,
        PORT: String(ports.gateway),
        GATEWAY_PORT: String(ports.gateway),
        SHELL_DIST: shellDist(),
      },
      onLine: log,
    });
    processes.push(gateway);
    await waitForHttp(`${gatewayUrl}/health`, { name: 'gateway', exited: gateway.exited });
  } catch (err) {
    await stopAll();
    throw err;
  }

  return {
    url: gatewayUrl,
    ports,
    database,
    startRemote,
    async stopRemote(name) {
      await remotes.get(name)?.stop();
      remotes.delete(name);
    },
    startService,
    async stopService(name) {
      await services.get(name)?.stop();
      services.delete(name);
    },
    async serveBuild(dir, port) {
      const proc = await serveDirectory(`build:${path.basename(dir)}`, dir, port);
      builds.add(proc);
      return {
        url: `http://${HOST}:${port}`,
        stop: async () => {
          builds.delete(proc);
          await proc.stop();
        },
      };
    },
    stop: stopAll,
  };
}
