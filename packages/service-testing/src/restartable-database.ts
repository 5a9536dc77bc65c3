import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, withDatabase, type EmbeddedMongo } from '@d742/embedded-db';

/** Resolves once process `pid` has exited (its port is free then). */
async function untilGone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface RestartableDatabase {
  /** A URI for database `dbName`: the same across restarts (same port). */
  uri: (dbName: string) => string;
  kind: EmbeddedMongo['kind'];
  /** Stops the server process (SIGTERM, as an orchestrator would); its data stays. */
  stopServer: () => Promise<void>;
  /** Kills the server process (SIGKILL: a crash, nothing flushed on the way out); its data stays. */
  killServer: () => Promise<void>;
  /** Starts it again on the same data and port. */
  startServer: () => Promise<void>;
  /** Stops it and deletes its folder. */
  stop: () => Promise<void>;
}

/**
 * A real embedded server (FerretDB here) that a fault test can stop and start again on the same
 * data and port, the way a database restart looks to the services. With MONGODB_URI set the
 * server is not ours to stop: `kind` is 'external' and the caller should skip.
 */
export async function startRestartableDatabase(
  options: { log?: (line: string) => void } = {},
): Promise<RestartableDatabase> {
  const { log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'd742-restart-db-'));
  let server: EmbeddedMongo | null = null;
  try {
    server = await startEmbeddedMongo({ dataDir, log });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { uri, kind } = server;
  const port = Number(new URL(uri).port);
  return {
    uri: (dbName) => withDatabase(uri, dbName),
    kind,
    stopServer: async () => {
      await server?.stop();
      server = null;
    },
    killServer: async () => {
      const pid = server?.pid;
      if (!pid) throw new Error(`a ${kind} server cannot be killed from here`);
      process.kill(pid, 'SIGKILL');
      await untilGone(pid);
      // What stays behind the killed FerretDB (PostgreSQL) stops the normal way before the restart.
      await server?.stop().catch(() => undefined);
      server = null;
    },
    startServer: async () => {
      if (server) return;
      server = await startEmbeddedMongo({ dataDir, port, log });
    },
    stop: async () => {
      await server?.stop();
      server = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
