import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot, homeDir, listExecutables, which } from './find-binary';
import { spawnServer, type SpawnedServer } from './spawn-server';
import type { Log } from './types';

/** mongodb-memory-server's download folders, most specific first. */
function cacheDirs(): string[] {
  const repo = findRepoRoot();
  return [
    process.env.MONGOMS_DOWNLOAD_DIR,
    path.join(homeDir(), '.cache', 'mongodb-binaries'),
    repo ? path.join(repo, 'node_modules', '.cache', 'mongodb-memory-server') : undefined,
  ].filter((dir): dir is string => Boolean(dir));
}

export function findMongod(): string | undefined {
  const onPath = which('mongod');
  if (onPath) return onPath;
  for (const dir of cacheDirs()) {
    const found = listExecutables(dir, /^mongod(-.+)?$/).at(-1);
    if (found) return found;
  }
  return undefined;
}

export async function startMongod(
  bin: string,
  dataDir: string,
  port: number,
  log: Log,
): Promise<SpawnedServer> {
  const dbPath = path.join(dataDir, 'mongod');
  mkdirSync(dbPath, { recursive: true });
  return spawnServer({
    label: 'mongod',
    bin,
    args: ['--dbpath', dbPath, '--bind_ip', '127.0.0.1', '--port', String(port)],
    port,
    log,
    important: /"s":"(E|F)"/,
  });
}
