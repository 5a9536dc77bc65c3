import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '@d742/embedded-db';
import { LIGHTEST_HASH_COST } from '@d742/identity-service/security/passwords';
import {
  defaultPorts,
  startStack,
  type RunningStack,
  NO_RATE_LIMITS,
  STACK_DATABASE_DIR,
} from '@d742/stack';

/**
 * Port offsets of the benchmarks' stacks (each adds its offset to every default port: gateway 8080,
 * services 4101-4106, remotes 3001-3004). Every port stays below 32768, where Linux starts handing
 * out ephemeral ports: above it, a port a service wants may still be held by a client connection of
 * the previous benchmark (the 10,000-socket run leaves thousands), and the next stack fails with
 * EADDRINUSE. The e2e suite uses 18000; `npm start` none.
 */
export const BENCH_PORT_OFFSETS = {
  /** live-broadcast.ts and pdf-report.ts */
  live: 10_000,
  /** bundles.ts and cold-start.ts */
  pages: 12_000,
  /** scale.ts (issue 16) */
  scale: 16_000,
  gateway: 22_000,
  lighthouse: 24_000,
} as const;

/** What a benchmark uses of a running stack (all of it survives a trip through the environment). */
export type BenchStackView = Pick<RunningStack, 'url' | 'ports'> & {
  database: Pick<RunningStack['database'], 'kind' | 'uri'>;
};

export interface BenchStack {
  stack: BenchStackView;
  /** The throwaway data folder (database, generated secret). */
  dataDir: string;
  /**
   * Stops every process of the stack and removes the data folder; `keepDatabase` first gets the
   * stopped stack's database folder to move elsewhere (the scale benchmark's kept districts).
   */
  stop: (keepDatabase?: (database: string) => void) => Promise<void>;
}

export interface BenchStackOptions {
  /** A database folder to start from (copied, so the original stays as it is). */
  database?: string;
  /**
   * The database may be lost: PostgreSQL without fsync or synchronous commit (the district
   * generator's stack, whose rows are written once and kept after a clean stop). Stacks whose
   * figures are reported run with the database's normal settings.
   */
  throwawayData?: boolean;
}

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes), the lightest identity accepts and what the jest
 * preset uses: no benchmark measures password hashing, and at the default (64 MiB, 3 passes) the
 * live channel's 150 registrations and sign-ins took about 45 s of a run (about 0.3 s of this
 * 2-core machine per hash). The generator stores its accounts' hashes at the same cost.
 */
const BENCH_PASSWORD_HASH: Readonly<NodeJS.ProcessEnv> = {
  ARGON2_MEMORY_KIB: String(LIGHTEST_HASH_COST.memoryKib),
  ARGON2_TIME_COST: String(LIGHTEST_HASH_COST.timeCost),
};

/** The environment of every benchmark's stack: no rate limits, the lightest password hash. */
export const BENCH_STACK_ENV: Readonly<NodeJS.ProcessEnv> = {
  ...NO_RATE_LIMITS,
  ...BENCH_PASSWORD_HASH,
};

/**
 * `cp -a`: owners and modes kept. Run as root, the embedded PostgreSQL cluster belongs to the
 * `postgres` user (PostgreSQL refuses to run as root), and a copy owned by root would not start.
 */
async function copyPreserving(from: string, to: string): Promise<void> {
  const { code, stderr } = await runCommand('cp', ['-a', from, to], { timeoutMs: 600_000 });
  if (code !== 0) throw new Error(`cp -a ${from} ${to} failed: ${stderr.trim()}`);
}

/**
 * The whole stack in demo mode in a throwaway data folder, on ports shifted by `portOffset` so a
 * benchmark runs beside `npm start` and the e2e suite. Logs go to stderr (the table to stdout).
 */
export async function startBenchStack(
  name: string,
  portOffset: number,
  options: BenchStackOptions = {},
): Promise<BenchStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `d742-bench-${name}-`));
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(`[bench] ${name}: starting the stack (ports +${portOffset})...`);
  try {
    if (options.database)
      await copyPreserving(options.database, path.join(dataDir, STACK_DATABASE_DIR));
    const stack = await startStack({
      dataDir,
      ports: defaultPorts(portOffset),
      demoMode: true,
      throwawayData: options.throwawayData,
      logLevel: 'warn',
      log: (line) => console.error(line),
      env: BENCH_STACK_ENV,
    });
    return {
      stack,
      dataDir,
      stop: async (keepDatabase) => {
        await stack.stop();
        try {
          keepDatabase?.(path.join(dataDir, STACK_DATABASE_DIR));
        } finally {
          removeData();
        }
      },
    };
  } catch (err) {
    removeData();
    throw err;
  }
}

/**
 * `npm run bench` (run-all.ts) starts one stack for the steps that only read the demo data
 * (bundles, Lighthouse, the gateway overhead, the PDF report) and hands it to each through this
 * variable, instead of each step starting and stopping a stack of its own (about 11 s each here).
 */
export const SHARED_STACK_ENV = 'D742_BENCH_SHARED_STACK';

/** The shared stack as the environment carries it to a step. */
export function describeSharedStack(bench: BenchStack): string {
  const { url, ports, database } = bench.stack;
  return JSON.stringify({
    url,
    ports,
    database: { kind: database.kind, uri: database.uri },
    dataDir: bench.dataDir,
  });
}

/**
 * The stack a step measures: run-all's shared one when it handed one over (stopping it is
 * run-all's business), else one of the step's own (`startBenchStack`), as when the step runs
 * alone (`node dist/<step>.js`).
 */
export async function stackForStep(name: string, portOffset: number): Promise<BenchStack> {
  const shared = process.env[SHARED_STACK_ENV];
  if (!shared) return startBenchStack(name, portOffset);
  const { dataDir, ...stack } = JSON.parse(shared) as BenchStackView & { dataDir: string };
  console.error(`[bench] ${name}: on the shared stack at ${stack.url}`);
  return { stack, dataDir, stop: async () => undefined };
}
