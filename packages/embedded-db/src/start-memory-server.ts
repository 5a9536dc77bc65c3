import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Log } from './types';

const DOWNLOAD_AND_START_TIMEOUT_MS = 5 * 60_000;

/** Last resort: mongodb-memory-server downloads MongoDB once (needs internet) and runs it on loopback. */
export async function startMemoryServer(
  dataDir: string,
  port: number,
  log: Log,
): Promise<{ uri: string; stop(): Promise<void> }> {
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.join(dataDir, 'memory-server');
  mkdirSync(dbPath, { recursive: true });
  log(
    'Starting MongoDB through mongodb-memory-server (downloads MongoDB on first use; needs internet, gives up after 5 minutes)...',
  );
  const server = new MongoMemoryServer({
    instance: { dbPath, ip: '127.0.0.1', port, storageEngine: 'wiredTiger', launchTimeout: 20_000 },
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `mongodb-memory-server did not start within ${DOWNLOAD_AND_START_TIMEOUT_MS / 1000} s`,
              ),
            ),
          DOWNLOAD_AND_START_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    await server.stop({ doCleanup: false }).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
