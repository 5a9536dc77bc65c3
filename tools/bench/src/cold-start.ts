import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { REMOTE_NAMES, SERVICE_NAMES, defaultPorts, REPO_ROOT } from '@d742/stack';
import { mergeResults } from './results-file';
import { BENCH_PORT_OFFSETS } from './bench-stack';

/**
 * Cold start: seconds from `npm start`'s own launcher (installed and built, as `npm start` runs
 * it) to every part answering: the gateway's and each service's /health, each remote's
 * remoteEntry.js. Twice: on an empty data folder (the database created and the demo data
 * seeded), then again on the data the first start left. Prints, never asserts.
 */
const PORT_OFFSET = BENCH_PORT_OFFSETS.pages;
const HOST = '127.0.0.1';
const LIMIT_MS = 240_000;

function checks(): string[] {
  const ports = defaultPorts(PORT_OFFSET);
  return [
    `http://${HOST}:${ports.gateway}/health`,
    ...SERVICE_NAMES.map((name) => `http://${HOST}:${ports.services[name]}/health`),
    ...REMOTE_NAMES.map((name) => `http://${HOST}:${ports.remotes[name]}/remoteEntry.js`),
  ];
}

async function green(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGINT');
  });
}

/** Milliseconds until every check is green; the launcher is stopped afterwards. */
async function startOnce(dataDir: string): Promise<number> {
  const urls = checks();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'tools/stack/dist/start.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT_OFFSET: String(PORT_OFFSET), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The launcher's last words, from both streams (the services log to stdout), for a failed start.
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-8_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    const pending = new Set(urls);
    while (pending.size > 0) {
      if (child.exitCode !== null) throw new Error(`the launcher exited early:\n${output}`);
      if (performance.now() - started > LIMIT_MS)
        throw new Error(`not green after ${LIMIT_MS / 1000} s: ${[...pending].join(', ')}`);
      const results = await Promise.all(
        [...pending].map(async (u) => [u, await green(u)] as const),
      );
      for (const [u, ok] of results) if (ok) pending.delete(u);
      if (pending.size > 0) await new Promise((r) => setTimeout(r, 100));
    }
    return performance.now() - started;
  } finally {
    await stop(child);
  }
}

export interface ColdStartResult {
  firstStartSeconds: number;
  restartSeconds: number;
  checks: number;
}

export async function measureColdStart(): Promise<ColdStartResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-cold-'));
  try {
    const first = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    return {
      firstStartSeconds: Math.round(first / 100) / 10,
      restartSeconds: Math.round(again / 100) / 10,
      checks: checks().length,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measureColdStart().then(
    (r) => {
      console.log(
        [
          '',
          `Cold start (npm start's launcher to ${r.checks} health checks green)`,
          `  empty data folder (database created, demo data seeded): ${r.firstStartSeconds.toFixed(1)} s`,
          `  again on that data:                                     ${r.restartSeconds.toFixed(1)} s`,
          '',
        ].join('\n'),
      );
      mergeResults('coldStart', { measuredAt: new Date().toISOString(), ...r });
      process.exit(0);
    },
    (err: Error) => {
      console.error(`[bench] cold start failed: ${err.message}`);
      process.exit(1);
    },
  );
}
