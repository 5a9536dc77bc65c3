import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, resolvePort } from './free-port';
import { startFerretDB } from './start-ferretdb';
import { startMemoryServer } from './start-memory-server';
import { findMongod, startMongod } from './start-mongod';
import { noLog, type EmbeddedMongo, type StartOptions } from './types';

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Starts (or points at) a MongoDB-compatible server, in the order of the architecture page:
 * MONGODB_URI, a local mongod, FerretDB (built with Go if needed), mongodb-memory-server.
 */
export async function startEmbeddedMongo(opts: StartOptions): Promise<EmbeddedMongo> {
  const log = opts.log ?? noLog;
  const fromEnv = process.env.MONGODB_URI?.trim();
  if (fromEnv) {
    // Callers add their database with withDatabase(), which replaces any path already in the URI.
    return { uri: fromEnv, kind: 'external', stop: async () => undefined };
  }

  if (opts.port) await assertPortFree(opts.port);
  const dataDir = path.resolve(opts.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const failures: string[] = [];

  const mongod = findMongod();
  if (mongod) {
    try {
      const server = await startMongod(mongod, dataDir, await resolvePort(opts.port), log);
      return { ...server, kind: 'mongod' };
    } catch (error) {
      failures.push(`mongod: ${message(error)}`);
      log(`mongod at ${mongod} did not start (${message(error)}); trying FerretDB next.`);
    }
  }

  try {
    const server = await startFerretDB(dataDir, await resolvePort(opts.port), log);
    return { ...server, kind: 'ferretdb' };
  } catch (error) {
    failures.push(`FerretDB: ${message(error)}`);
    log(`FerretDB is not available (${message(error)}); trying mongodb-memory-server next.`);
  }

  try {
    const server = await startMemoryServer(dataDir, await resolvePort(opts.port), log);
    return { ...server, kind: 'memory-server' };
  } catch (error) {
    failures.push(`mongodb-memory-server: ${message(error)}`);
  }

  throw new Error(
    `No MongoDB-compatible server could be started.\n${failures.map((line) => ` - ${line}`).join('\n')}\n` +
      'Set MONGODB_URI to a running MongoDB, install Go (to build FerretDB) or mongod, or allow the MongoDB download.',
  );
}
