import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackDaemon } from './child-registry';
import { isExecutable, which } from './find-binary';
import { findFreePort } from './free-port';
import { installLookupIndexes, runPsql } from './postgres-lookup-indexes';
import { lastLines, runCommand } from './run-command';
import type { Log } from './types';

/** The cluster's superuser; FerretDB signs in as this role with the password kept next to the cluster. */
const ROLE = 'd742';
const SERVER_TOOLS = ['initdb', 'pg_ctl', 'postgres'];
/** A Unix socket path must fit in sun_path (108 bytes on Linux, with its terminating zero). */
const MAX_SOCKET_PATH = 100;
const START_TIMEOUT_S = 60;
/**
 * FerretDB's PostgreSQL connection pool (its default is 50). FerretDB 1.24 can deadlock when every
 * pooled connection is held by a request that then waits for its catalogue lock while a
 * collection or index is being created (which needs one more connection): seen with the
 * academics seed's parallel upserts at 50. So the pool is larger than what the clients can have in
 * flight (a MongoDB driver pool allows 100 operations, and the stack runs six services); PostgreSQL
 * opens connections only as they are needed (max_connections 1020 costs ~45 MB more shared memory).
 */
export const FERRETDB_POOL_SIZE = 1000;

type User = { uid: number; gid: number };

/**
 * A cluster whose data may be lost (tests, benchmarks) skips durability and background work:
 * no fsync, no waiting for the WAL at commit, no full pages in it, as little WAL as possible, no
 * autovacuum (its tables live minutes) and no JIT compilation of the odd bigger query. Used WAL
 * segments stay for reuse (wal_recycle on): deleting them, tried twice, left a copy started with
 * durable settings to create new ones while it was measured (decision 037).
 */
const THROWAWAY_SETTINGS: Record<string, string> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  wal_level: 'minimal',
  max_wal_senders: '0',
  autovacuum: 'off',
  jit: 'off',
};

function hasServerTools(dir: string): boolean {
  return SERVER_TOOLS.every((tool) => isExecutable(path.join(dir, tool)));
}

/**
 * The folder holding PostgreSQL's server programs (initdb, pg_ctl, postgres): POSTGRES_BIN_DIR,
 * Debian's /usr/lib/postgresql/<version>/bin (newest version first), then initdb on PATH.
 */
export function findPostgresBinDir(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN_DIR?.trim();
  if (fromEnv) return hasServerTools(fromEnv) ? fromEnv : undefined;
  const debian = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = readdirSync(debian).sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  } catch {
    // not Debian's layout
  }
  for (const version of versions) {
    const dir = path.join(debian, version, 'bin');
    if (hasServerTools(dir)) return dir;
  }
  const initdb = which('initdb');
  return initdb && hasServerTools(path.dirname(initdb)) ? path.dirname(initdb) : undefined;
}

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user. */
function serverUser(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!uid || !gid) {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" user to run it as.',
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

function giveTo(user: User | undefined, file: string): void {
  if (user) chownSync(file, user.uid, user.gid);
}

/**
 * The server user must be able to pass through the data folder when we run as root: the folder
 * itself, and the folders above it inside the system's temporary folder (a throwaway data folder
 * under a mkdtemp folder, mode 0700, as the tests and benchmarks make). Search permission only
 * (o+x), never read; nothing above the temporary folder or outside it is changed.
 */
function letServerUserIn(dataDir: string, user: User | undefined): void {
  if (!user) return;
  const tmp = path.resolve(os.tmpdir());
  const folders = [path.resolve(dataDir)];
  for (let dir = path.dirname(folders[0]!); dir.startsWith(`${tmp}${path.sep}`);) {
    folders.push(dir);
    dir = path.dirname(dir);
  }
  for (const dir of folders) {
    const stat = statSync(dir);
    if ((stat.mode & 0o001) === 0 && stat.uid === process.getuid?.())
      chmodSync(dir, (stat.mode & 0o777) | 0o001);
  }
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function pgTool(
  binDir: string,
  tool: string,
  args: string[],
  user: User | undefined,
  timeoutMs = START_TIMEOUT_S * 1000 + 10_000,
) {
  return runCommand(path.join(binDir, tool), args, {
    timeoutMs,
    user,
    cwd: '/',
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
}

async function initCluster(
  binDir: string,
  dataDir: string,
  clusterDir: string,
  password: string,
  user: User | undefined,
  log: Log,
): Promise<void> {
  // A cluster without PG_VERSION is a half-finished initdb: start over.
  rmSync(clusterDir, { recursive: true, force: true });
  mkdirSync(clusterDir, { mode: 0o700 });
  giveTo(user, clusterDir);
  const pwfile = path.join(dataDir, `postgres-initdb-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  giveTo(user, pwfile);
  log(`Creating a PostgreSQL cluster in ${clusterDir}...`);
  try {
    const result = await pgTool(
      binDir,
      'initdb',
      [
        `--pgdata=${clusterDir}`,
        `--username=${ROLE}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        '--no-sync',
      ],
      user,
    );
    if (result.code !== 0) {
      rmSync(clusterDir, { recursive: true, force: true });
      throw new Error(`initdb failed:\n${lastLines(result.stderr || result.stdout)}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return /postgres|postmaster/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return true; // alive, and no /proc to tell what it is: let pg_ctl decide
    } catch {
      return false;
    }
  }
}

/** Running and not a zombie (a daemon's exit may be reaped late by whoever adopted it). */
function processRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return existsSync('/proc/self') ? false : true;
    } catch {
      return false;
    }
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (processRunning(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A run that was killed leaves postmaster.pid behind, and possibly its server still running. A live
 * server of this cluster is stopped (it is an orphan of ours); a stale pid file is removed.
 */
async function recoverStaleServer(
  binDir: string,
  clusterDir: string,
  user: User | undefined,
  log: Log,
): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined) return;
  if (isPostgresProcess(pid)) {
    log(`Stopping PostgreSQL left running by an earlier run (pid ${pid})...`);
    const stopped = await pgTool(
      binDir,
      'pg_ctl',
      ['stop', `--pgdata=${clusterDir}`, '--mode=fast', '--wait', '--timeout=30'],
      user,
    );
    if (stopped.code === 0) return;
  }
  log(`Removing a stale postmaster.pid (pid ${pid} is not running).`);
  unlinkSync(path.join(clusterDir, 'postmaster.pid'));
}

export interface PostgresServer {
  /** postgres://… URL of the cluster's `postgres` database, with credentials. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `<dataDir>/postgres`, listening on
 * 127.0.0.1 at a free port and on a Unix socket inside the cluster folder. `throwaway` turns off
 * durability (fsync, synchronous commit, full page writes) for clusters whose data may be lost.
 */
export async function startPostgres(opts: {
  binDir: string;
  dataDir: string;
  throwaway: boolean;
  log: Log;
}): Promise<PostgresServer> {
  const { binDir, dataDir, log } = opts;
  const user = serverUser();
  const clusterDir = path.join(dataDir, 'postgres');
  letServerUserIn(dataDir, user);
  const password = readOrCreatePassword(dataDir);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initCluster(binDir, dataDir, clusterDir, password, user, log);
  } else {
    await recoverStaleServer(binDir, clusterDir, user, log);
  }

  const port = await findFreePort();
  const socketDir =
    path.join(clusterDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? clusterDir : '';
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    max_connections: String(FERRETDB_POOL_SIZE + 20),
    port: String(port),
    unix_socket_directories: socketDir,
    // FerretDB names the field as a statement parameter: see postgres-lookup-indexes.ts.
    plan_cache_mode: 'force_custom_plan',
    ...(opts.throwaway ? THROWAWAY_SETTINGS : {}),
  };
  const serverOptions = Object.entries(settings)
    .map(([name, value]) => `-c ${name}='${value}'`)
    .join(' ');
  const logFile = path.join(clusterDir, 'server.log');
  const started = await pgTool(
    binDir,
    'pg_ctl',
    [
      'start',
      `--pgdata=${clusterDir}`,
      `--log=${logFile}`,
      '--wait',
      `--timeout=${START_TIMEOUT_S}`,
      `--options=${serverOptions}`,
    ],
    user,
  );
  if (started.code !== 0) {
    let serverLog = '';
    try {
      serverLog = lastLines(readFileSync(logFile, 'utf8'));
    } catch {
      // no log written
    }
    throw new Error(
      `PostgreSQL did not start:\n${lastLines(started.stderr || started.stdout)}${serverLog ? `\n${serverLog}` : ''}`,
    );
  }
  const pid = postmasterPid(clusterDir);
  // SIGINT is PostgreSQL's fast shutdown: the exit hook's last resort when stop() was not called.
  const forget = pid ? trackDaemon(pid, 'SIGINT') : () => undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      const result = await pgTool(
        binDir,
        'pg_ctl',
        ['stop', `--pgdata=${clusterDir}`, '--mode=fast', '--wait', '--timeout=30'],
        user,
      );
      forget();
      if (result.code !== 0 && postmasterPid(clusterDir) !== undefined) {
        throw new Error(`pg_ctl stop failed:\n${lastLines(result.stderr || result.stdout)}`);
      }
      // pg_ctl returns once postmaster.pid is gone; the postmaster exits a moment later.
      if (pid) await waitUntilGone(pid, 5000);
    })());
  try {
    await installLookupIndexes({ binDir, port, role: ROLE, password, user, log });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return {
    url: `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?pool_max_conns=${FERRETDB_POOL_SIZE}`,
    port,
    stop,
  };
}

/**
 * `VACUUM (ANALYZE)` of the running embedded cluster in `<dataDir>/postgres` (`dataDir` as given to
 * startPostgres): its planner statistics and visibility map, after a bulk load. The scale benchmark
 * runs it before keeping a generated district (decision 037).
 */
export async function vacuumAnalyzeCluster(dataDir: string): Promise<void> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed');
  const clusterDir = path.join(dataDir, 'postgres');
  // postmaster.pid: the fourth line is the port of the running server.
  const port = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no running server in ${clusterDir}`);
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  await runPsql({ binDir, port, role: ROLE, password }, 'VACUUM (ANALYZE)', 'VACUUM (ANALYZE)');
}
