import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, resolvePort } from './free-port';
import { startFerretDB } from './start-ferretdb';
import { startMemoryServer } from './start-memory-server';
import { findMongod, startMongod } from './start-mongod';
import { findPostgresBinDir, startPostgres } from './start-postgres';
import { noLog, type EmbeddedMongo, type Log, type StartOptions } from './types';

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The embedded backends EMBEDDED_DB_BACKEND can force. */
export const FORCEABLE_BACKENDS = ['postgresql', 'sqlite'] as const;
export type ForcedBackend = (typeof FORCEABLE_BACKENDS)[number];

export function forcedBackend(value = process.env.EMBEDDED_DB_BACKEND): ForcedBackend | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  if ((FORCEABLE_BACKENDS as readonly string[]).includes(wanted)) return wanted as ForcedBackend;
  throw new Error(
    `EMBEDDED_DB_BACKEND must be one of ${FORCEABLE_BACKENDS.join(', ')} (or unset), not ${JSON.stringify(value)}.`,
  );
}

/** Printed whenever FerretDB on SQLite serves: what it can hold (measured in issue 16). */
export const SQLITE_CEILING_NOTE =
  'Note: FerretDB on SQLite pushes down only exact {_id: …} filters; every other read scans its whole ' +
  'collection (an indexed lookup took 28-96 ms at 2,000 rows and 0.8-2.8 s at 50,000). Fine for the ' +
  'demo and tests; for a school year of real data install PostgreSQL (Debian: postgresql) or use MongoDB.';

async function startFerretOnPostgres(
  binDir: string,
  dataDir: string,
  port: number | undefined,
  throwaway: boolean,
  log: Log,
): Promise<EmbeddedMongo> {
  const postgres = await startPostgres({ binDir, dataDir, throwaway, log });
  try {
    const server = await startFerretDB(dataDir, await resolvePort(port), log, {
      handler: 'postgresql',
      url: postgres.url,
    });
    return {
      uri: server.uri,
      kind: 'ferretdb',
      storage: 'postgresql',
      // FerretDB's process: what a fault test kills (PostgreSQL behind it is stopped by stop()).
      pid: server.pid,
      // FerretDB first (it holds PostgreSQL connections), then PostgreSQL's fast shutdown.
      stop: async () => {
        await server.stop();
        await postgres.stop();
      },
    };
  } catch (error) {
    await postgres.stop().catch(() => undefined);
    throw error;
  }
}

async function startFerretOnSqlite(
  dataDir: string,
  port: number | undefined,
  log: Log,
): Promise<EmbeddedMongo> {
  const server = await startFerretDB(dataDir, await resolvePort(port), log, { handler: 'sqlite' });
  log(SQLITE_CEILING_NOTE);
  return {
    uri: server.uri,
    kind: 'ferretdb',
    storage: 'sqlite',
    pid: server.pid,
    stop: server.stop,
  };
}

/**
 * Starts (or points at) a MongoDB-compatible server, in this order (docs/decisions/024):
 * MONGODB_URI, a local mongod, MongoDB downloaded by mongodb-memory-server (bounded time),
 * FerretDB on PostgreSQL when PostgreSQL's server programs are installed, FerretDB on SQLite.
 * EMBEDDED_DB_BACKEND=postgresql|sqlite skips straight to that FerretDB backend.
 */
export async function startEmbeddedMongo(opts: StartOptions): Promise<EmbeddedMongo> {
  const log = opts.log ?? noLog;
  const fromEnv = process.env.MONGODB_URI?.trim();
  if (fromEnv) {
    // Callers add their database with withDatabase(), which replaces any path already in the URI.
    return { uri: fromEnv, kind: 'external', stop: async () => undefined };
  }
  const forced = forcedBackend();

  if (opts.port) await assertPortFree(opts.port);
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const throwaway = opts.throwaway ?? false;
  const failures: string[] = [];

  if (forced === 'sqlite') return startFerretOnSqlite(dataDir, opts.port, log);
  const postgresBin = findPostgresBinDir();
  if (forced === 'postgresql') {
    if (!postgresBin) {
      throw new Error(
        'EMBEDDED_DB_BACKEND=postgresql, but no PostgreSQL server programs were found ' +
          '(/usr/lib/postgresql/<version>/bin, POSTGRES_BIN_DIR or initdb on PATH). Debian: apt-get install postgresql.',
      );
    }
    return startFerretOnPostgres(postgresBin, dataDir, opts.port, throwaway, log);
  }

  const mongod = findMongod();
  if (mongod) {
    try {
      const server = await startMongod(mongod, dataDir, await resolvePort(opts.port), log);
      return { ...server, kind: 'mongod' };
    } catch (error) {
      failures.push(`mongod: ${message(error)}`);
      log(`mongod at ${mongod} did not start (${message(error)}); trying the next option.`);
    }
  }

  try {
    const server = await startMemoryServer(dataDir, await resolvePort(opts.port), log);
    return { ...server, kind: 'memory-server' };
  } catch (error) {
    failures.push(`mongodb-memory-server: ${message(error)}`);
    log(`MongoDB through mongodb-memory-server is not available (${message(error)}).`);
  }

  if (postgresBin) {
    try {
      return await startFerretOnPostgres(postgresBin, dataDir, opts.port, throwaway, log);
    } catch (error) {
      failures.push(`FerretDB on PostgreSQL: ${message(error)}`);
      log(`FerretDB on PostgreSQL did not start (${message(error)}); trying FerretDB on SQLite.`);
    }
  }

  try {
    return await startFerretOnSqlite(dataDir, opts.port, log);
  } catch (error) {
    failures.push(`FerretDB on SQLite: ${message(error)}`);
  }

  throw new Error(
    `No MongoDB-compatible server could be started.\n${failures.map((line) => ` - ${line}`).join('\n')}\n` +
      'Set MONGODB_URI to a running MongoDB, install mongod, PostgreSQL (Debian: postgresql) or Go (to build FerretDB), or allow the MongoDB download.',
  );
}
