import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recentDownloadFailure, startMemoryServer } from './start-memory-server';

describe('a failed MongoDB download is remembered', () => {
  const saved = process.env.MONGOMS_DOWNLOAD_DIR;
  let cache: string;

  beforeEach(() => {
    cache = mkdtempSync(path.join(os.tmpdir(), 'd742-mongoms-cache-'));
    process.env.MONGOMS_DOWNLOAD_DIR = cache;
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.MONGOMS_DOWNLOAD_DIR;
    else process.env.MONGOMS_DOWNLOAD_DIR = saved;
    rmSync(cache, { recursive: true, force: true });
  });

  const remember = (at: Date) =>
    writeFileSync(
      path.join(cache, '.d742-download-failed'),
      `${at.toISOString()}\ngetaddrinfo ENOTFOUND fastdl.mongodb.org\n`,
    );

  it('skips the download at once for 24 hours after a failure, saying why and how to retry', async () => {
    remember(new Date(Date.now() - 60 * 60_000));
    const started = Date.now();
    await expect(startMemoryServer(cache, 1, () => undefined)).rejects.toThrow(
      /failed at .*ENOTFOUND fastdl\.mongodb\.org.*retried after 24 hours, or delete .*\.d742-download-failed/,
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('tries again once the failure is older than 24 hours, or when none is remembered', () => {
    expect(recentDownloadFailure()).toBeUndefined();
    remember(new Date(Date.now() - 25 * 60 * 60_000));
    expect(recentDownloadFailure()).toBeUndefined();
  });
});
