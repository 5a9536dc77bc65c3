import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretDB } from './ferretdb-binary';
import { spawnServer, type SpawnedServer } from './spawn-server';
import type { Log } from './types';

/** Where FerretDB keeps its data: SQLite files in the data folder, or a PostgreSQL database. */
export type FerretStorage = { handler: 'sqlite' } | { handler: 'postgresql'; url: string };

/**
 * A FerretDB left running by a killed run of this data folder is stopped before a new one starts
 * (its pid is kept in the state folder).
 */
function stopStaleFerretDB(pidFile: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  try {
    if (Number.isInteger(pid) && pid > 0) {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ferretdb')) {
        process.kill(pid, 'SIGTERM');
      }
    }
  } catch {
    // gone already, or no /proc to tell what it is
  }
  rmSync(pidFile, { force: true });
}

/**
 * Documents per INSERT statement FerretDB sends PostgreSQL (its default is 100). An insert of many
 * documents (the district generator's 1,000 at a time, a seed) becomes a tenth as many statements,
 * each planned and executed once: measured generating 1,000 students (270,355 rows) on 2 cores,
 * 12.7 s at 100 and 11.0 s at 1,000, FerretDB's CPU 8.3 s → 6.7 s and PostgreSQL's 9.2 s → 8.6 s.
 * A batch a duplicate key refuses is retried document by document either way. The flag is marked
 * experimental in FerretDB 1.24, but only sizes the batches of the same statement.
 */
export const POSTGRES_INSERT_BATCH = 1000;

/**
 * Go's garbage collector settings FerretDB runs with, unless the environment sets its own
 * (`GOGC`, `GOMEMLIMIT`): a collection once the heap is ten times what is live, within a soft
 * limit of 512 MiB. FerretDB allocates for every document it returns, and Go's default collected
 * again and again on a heap of a few megabytes; this cut its CPU per read by about a quarter for
 * some 60-80 MB more memory (figures in decision 039).
 */
export function ferretGcEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    GOGC: env.GOGC?.trim() || '1000',
    GOMEMLIMIT: env.GOMEMLIMIT?.trim() || '512MiB',
  };
}

export async function startFerretDB(
  dataDir: string,
  port: number,
  log: Log,
  storage: FerretStorage = { handler: 'sqlite' },
): Promise<SpawnedServer> {
  const bin = await ensureFerretDB({ log });
  const stateDir = path.join(dataDir, 'ferretdb-state');
  mkdirSync(stateDir, { recursive: true });
  const pidFile = path.join(stateDir, 'ferretdb.pid');
  stopStaleFerretDB(pidFile);
  let backendArgs: string[];
  let env = ferretGcEnv();
  if (storage.handler === 'sqlite') {
    const sqliteDir = path.join(dataDir, 'ferretdb');
    mkdirSync(sqliteDir, { recursive: true });
    // FerretDB wants a directory URI with a trailing slash.
    backendArgs = ['--handler=sqlite', `--sqlite-url=file:${sqliteDir}/`];
  } else {
    // The URL carries the password: through the environment, not the command line.
    backendArgs = ['--handler=postgresql', `--test-batch-size=${POSTGRES_INSERT_BATCH}`];
    env = { ...env, FERRETDB_POSTGRESQL_URL: storage.url };
  }
  const server = await spawnServer({
    label: storage.handler === 'sqlite' ? 'FerretDB' : 'FerretDB (PostgreSQL)',
    bin,
    args: [
      ...backendArgs,
      `--state-dir=${stateDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    env,
    port,
    log,
    important: /\b(ERROR|DPANIC|PANIC|FATAL)\b|panic:/,
  });
  if (server.pid) writeFileSync(pidFile, `${server.pid}\n`);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(pidFile, { force: true });
    },
  };
}
