import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { DEMO_ACCESS_CODE } from '@d742/demo-data';
import { defaultPorts, startStack, type RunningStack } from '@d742/stack';
import { registerAndSignIn, type BenchAccount } from './accounts';
import { DeliveryTracker, benchEvent } from './deliveries';
import { openFileLimit, planSockets } from './fd-limit';
import { closeAll, openAuthenticatedSocket } from './live-sockets';
import { measureLatency, measureThroughput, type Broadcaster } from './phases';
import { publish } from './publish';
import { formatReport, reportFigures } from './report';
import { mergeResults } from './results-file';
import { inPool, within } from './time-limit';
import { BENCH_PORT_OFFSETS, BENCH_STACK_ENV } from './bench-stack';

/**
 * `npm run bench`: authenticated /ws sockets on the real stack (1,000 by default, `--sockets
 * 10000` for the district-size run), then the time for one broadcast to reach all of them and
 * the sustained messages per second. Prints, never asserts.
 */
export interface LiveRun {
  accounts: number;
  socketsPerAccount: number;
  sustainedBroadcasts: number;
  hardStopMs: number;
}

/** The run for `sockets` sockets: at most 100 accounts (each is a real registration). */
export function liveRun(sockets: number): LiveRun {
  const accounts = Math.min(100, Math.max(1, Math.ceil(sockets / 20)));
  const socketsPerAccount = Math.max(1, Math.round(sockets / accounts));
  const total = accounts * socketsPerAccount;
  return {
    accounts,
    socketsPerAccount,
    // About 200,000 deliveries in the sustained phase whatever the size (200 x 1,000).
    sustainedBroadcasts: Math.max(20, Math.round(200_000 / total)),
    hardStopMs: 120_000 + Math.round(total * 12),
  };
}

function socketsArgument(argv: readonly string[]): number {
  const i = argv.indexOf('--sockets');
  const n = i >= 0 ? Number(argv[i + 1]) : 1000;
  if (!Number.isInteger(n) || n < 1) throw new Error('--sockets takes a positive whole number');
  return n;
}

const REQUESTED_SOCKETS = socketsArgument(process.argv.slice(2));
const RUN = liveRun(REQUESTED_SOCKETS);
const WARMUP_ROUNDS = 3;
const LATENCY_ROUNDS = 20;
const SUSTAINED_IN_FLIGHT = 4;
/** Gateway 18080, services 14101-14106, remotes 13001-13004: beside `npm start` and the e2e stack. */
const PORT_OFFSET = BENCH_PORT_OFFSETS.live;
const CLEANUP_GRACE_MS = 30_000;

/** The stack keeps its demo secret in the data dir unless INTERNAL_SECRET is given. */
function internalSecret(dataDir: string): string {
  return (
    process.env.INTERNAL_SECRET ??
    fs.readFileSync(path.join(dataDir, 'internal-secret'), 'utf8').trim()
  );
}

function accessCode(): string {
  return process.env.ACCESS_CODE?.split(',')[0]?.trim() || DEMO_ACCESS_CODE;
}

async function run(
  stack: RunningStack,
  dataDir: string,
  sockets: WebSocket[],
  signal: AbortSignal,
) {
  const plan = planSockets(RUN.accounts, RUN.socketsPerAccount, openFileLimit());
  if (plan.warning) console.warn(`[bench] ${plan.warning}`);
  const remaining = (deadline: number) => Math.max(1, deadline - performance.now());
  const started = performance.now();

  console.error(`[bench] registering ${plan.accounts} parent accounts...`);
  const accounts = await within(
    inPool(
      Array.from({ length: plan.accounts }, (_, i) => i + 1),
      8,
      (i) => registerAndSignIn(stack.url, accessCode(), i),
    ),
    // Each account is a real registration and sign-in (two password hashes, about 0.6 s of this
    // 2-core machine per account): the allowance grows with the number of accounts.
    remaining(started + 30_000 + plan.accounts * 1_200),
    signal,
    'registering accounts',
  );
  const accountsMs = performance.now() - started;

  console.error(`[bench] opening ${plan.total} sockets...`);
  const tracker = new DeliveryTracker();
  const wsUrl = `${stack.url.replace(/^http/, 'ws')}/ws`;
  const perSocket: BenchAccount[] = accounts.flatMap((a) =>
    Array<BenchAccount>(plan.socketsPerAccount).fill(a),
  );
  const socketsStarted = performance.now();
  await within(
    inPool(perSocket, 50, async (account) => {
      sockets.push(
        await openAuthenticatedSocket(wsUrl, account, (d) => tracker.receive(d), 15_000),
      );
    }),
    remaining(socketsStarted + 30_000 + plan.total * 6),
    signal,
    'opening sockets',
  );
  const socketsMs = performance.now() - socketsStarted;

  const secret = internalSecret(dataDir);
  const userIds = accounts.map((a) => a.userId);
  const b: Broadcaster = {
    tracker,
    expected: sockets.length,
    signal,
    publish: (seq) => publish(stack.url, secret, { userIds, event: benchEvent(seq) }),
  };
  console.error('[bench] broadcasting...');
  await measureLatency(b, WARMUP_ROUNDS);
  const latency = await measureLatency(b, LATENCY_ROUNDS);
  const throughput = await measureThroughput(
    b,
    RUN.sustainedBroadcasts,
    SUSTAINED_IN_FLIGHT,
    30_000 + plan.total * 6,
  );

  const report = {
    plan,
    connected: sockets.length,
    database: stack.database.kind,
    setup: { accountsMs, socketsMs },
    latency,
    throughput,
  };
  console.log(formatReport(report));
  // One key per requested size (`liveBroadcast1000`, `liveBroadcast10000`), whatever the limit allowed.
  mergeResults(`liveBroadcast${REQUESTED_SOCKETS}`, reportFigures(report));
}

async function main(): Promise<number> {
  const stopper = new AbortController();
  const stop = (why: string) => {
    if (stopper.signal.aborted) {
      console.error(`[bench] ${why} again: exiting now`);
      process.exit(130); // the stack's exit hooks still kill its children
    }
    console.error(`[bench] ${why}: stopping`);
    stopper.abort();
    setTimeout(() => {
      console.error('[bench] cleanup did not finish in time; exiting');
      process.exit(1);
    }, CLEANUP_GRACE_MS).unref();
  };
  const hardStop = setTimeout(
    () => stop(`time limit of ${RUN.hardStopMs / 1000} s reached`),
    RUN.hardStopMs,
  );
  // Stay subscribed: while we listen, the database's own signal hook leaves the shutdown to us.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-bench-'));
  const sockets: WebSocket[] = [];
  let stack: RunningStack | undefined;
  // Services' shutdown warnings after the report are noise; earlier lines explain failures.
  let showStackLog = true;
  try {
    console.error(`[bench] starting the stack (ports +${PORT_OFFSET}, data in ${dataDir})...`);
    stack = await startStack({
      dataDir,
      ports: defaultPorts(PORT_OFFSET),
      demoMode: true,
      logLevel: 'warn',
      log: (line) => showStackLog && console.error(line),
      env: BENCH_STACK_ENV,
    });
    if (!stopper.signal.aborted) await run(stack, dataDir, sockets, stopper.signal);
    return 0;
  } catch (err) {
    console.error(`[bench] failed: ${(err as Error).message}`);
    return 1;
  } finally {
    clearTimeout(hardStop);
    closeAll(sockets);
    showStackLog = false;
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
