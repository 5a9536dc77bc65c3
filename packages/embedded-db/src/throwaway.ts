import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from './start';
import type { EmbeddedMongo, Log } from './types';
import { withClient } from './with-client';
import { withDatabase } from './with-database';

/**
 * A server shared by every test file of one jest run (started by the jest preset's global setup,
 * docs/decisions/024). Test files then get databases of their own on it instead of a server each.
 */
export const SHARED_TEST_SERVER_ENV = 'D742_TEST_DB_URI';

export interface ThrowawayDatabase {
  /** A URI for database `dbName` on the throwaway server. */
  uri: (dbName: string) => string;
  /** Stops the server and deletes its folder (on a shared server: drops this user's databases). */
  stop: () => Promise<void>;
}

export interface ThrowawayServer extends EmbeddedMongo {
  dataDir: string;
}

/** A real embedded server in a temporary folder that is deleted on stop (tests, benchmarks). */
export async function startThrowawayServer(log?: Log): Promise<ThrowawayServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'd742-test-db-'));
  try {
    const db = await startEmbeddedMongo({ dataDir, throwaway: true, log });
    return {
      ...db,
      dataDir,
      stop: async () => {
        await db.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Databases of one test on the shared server: every name gets a suffix of its own (so fixed names
 * such as 'd742_identity' do not meet another test file's), and stop() drops every database whose
 * name carries that suffix, those derived with useDb() included.
 */
function onSharedServer(serverUri: string): ThrowawayDatabase {
  const suffix = `_${randomBytes(4).toString('hex')}`;
  return {
    uri: (dbName) => withDatabase(serverUri, `${dbName}${suffix}`),
    stop: async () => {
      await withClient(serverUri, async (client) => {
        const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
        for (const { name } of databases) {
          if (name.includes(suffix)) await client.db(name).dropDatabase();
        }
      });
    },
  };
}

/** A real embedded server for one test: the jest run's shared server when there is one. */
export async function startThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const shared = process.env[SHARED_TEST_SERVER_ENV]?.trim();
  if (shared && !process.env.MONGODB_URI?.trim()) return onSharedServer(shared);
  const server = await startThrowawayServer();
  return { uri: (dbName) => withDatabase(server.uri, dbName), stop: server.stop };
}
