import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { homeDir } from './find-binary';
import type { Log } from './types';

/** How long the download (first use) and start of MongoDB may take before the next option is tried. */
export const DOWNLOAD_AND_START_TIMEOUT_MS = 60_000;
/** After a failed download, later starts skip it for this long instead of paying for it every time. */
const RETRY_AFTER_FAILURE_MS = 24 * 60 * 60_000;

/** Remembers a failed download (in mongodb-memory-server's own cache folder). */
function failureMarker(): string {
  return path.join(
    process.env.MONGOMS_DOWNLOAD_DIR || path.join(homeDir(), '.cache', 'mongodb-binaries'),
    '.d742-download-failed',
  );
}

/** Why a download is not tried now (it failed recently), or undefined when it may be tried. */
export function recentDownloadFailure(now = Date.now()): string | undefined {
  try {
    const [when, ...reason] = readFileSync(failureMarker(), 'utf8').split('\n');
    const at = Date.parse(when ?? '');
    if (Number.isFinite(at) && now - at < RETRY_AFTER_FAILURE_MS) {
      return `mongodb-memory-server failed at ${when} (${reason.join(' ').trim()}); retried after 24 hours, or delete ${failureMarker()}`;
    }
  } catch {
    // no failure remembered
  }
  return undefined;
}

function rememberFailure(reason: string): void {
  try {
    mkdirSync(path.dirname(failureMarker()), { recursive: true });
    writeFileSync(
      failureMarker(),
      `${new Date().toISOString()}\n${reason.replace(/\s+/g, ' ').trim()}\n`,
    );
  } catch {
    // cannot remember: the next start tries again
  }
}

/** mongodb-memory-server downloads MongoDB once (needs internet) and runs it on loopback. */
export async function startMemoryServer(
  dataDir: string,
  port: number,
  log: Log,
): Promise<{ uri: string; stop(): Promise<void> }> {
  const skipped = recentDownloadFailure();
  if (skipped) throw new Error(skipped);
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = path.join(dataDir, 'memory-server');
  mkdirSync(dbPath, { recursive: true });
  log(
    `Starting MongoDB through mongodb-memory-server (downloads MongoDB on first use; needs internet, gives up after ${DOWNLOAD_AND_START_TIMEOUT_MS / 1000} s)...`,
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
    rememberFailure(error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    clearTimeout(timer);
  }
  rmSync(failureMarker(), { force: true });
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop({ doCleanup: false });
    },
  };
}
