import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretDB } from './ferretdb-binary';
import { spawnServer, type SpawnedServer } from './spawn-server';
import type { Log } from './types';

export async function startFerretDB(
  dataDir: string,
  port: number,
  log: Log,
): Promise<SpawnedServer> {
  const bin = await ensureFerretDB({ log });
  const sqliteDir = path.join(dataDir, 'ferretdb');
  const stateDir = path.join(dataDir, 'ferretdb-state');
  mkdirSync(sqliteDir, { recursive: true });
  mkdirSync(stateDir, { recursive: true });
  return spawnServer({
    label: 'FerretDB',
    bin,
    args: [
      '--handler=sqlite',
      // FerretDB wants a directory URI with a trailing slash.
      `--sqlite-url=file:${sqliteDir}/`,
      `--state-dir=${stateDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=warn',
    ],
    port,
    log,
    important: /\b(ERROR|DPANIC|PANIC|FATAL)\b|panic:/,
  });
}
