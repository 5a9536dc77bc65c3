import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from './start';
import { withDatabase } from './with-database';

export interface ThrowawayDatabase {
  /** A URI for database `dbName` on the throwaway server. */
  uri: (dbName: string) => string;
  /** Stops the server and deletes its folder. */
  stop: () => Promise<void>;
}

/** A real embedded server in a temporary folder that is deleted on stop (tests, benchmarks). */
export async function startThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'd742-test-db-'));
  try {
    const db = await startEmbeddedMongo({ dataDir });
    return {
      uri: (dbName) => withDatabase(db.uri, dbName),
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
