import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BENCH_PORT_OFFSETS,
  SHARED_STACK_ENV,
  describeSharedStack,
  startBenchStack,
  type BenchStack,
} from './bench-stack';
import { mergeResults } from './results-file';

/**
 * `npm run bench`: every benchmark in turn, each in a process of its own (as `node dist/<step>.js`
 * alone runs it), stopping at the first that fails; then how long each step took and the whole
 * run, printed and kept in bench/results.json as `duration` (issue 14 asks the run to stay short,
 * so its length is a measured figure too). The first steps (`shared`) only read the demo data and
 * share one stack, started before the first of them and stopped after the last (SHARED_STACK_ENV);
 * the others start stacks of their own (fresh accounts, thousands of sockets, timed starts,
 * generated districts).
 */
const STEPS: { name: string; script: string; args?: string[]; shared?: boolean }[] = [
  { name: 'bundles', script: 'bundles.js', shared: true },
  { name: 'lighthouse', script: 'lighthouse.js', shared: true },
  { name: 'gateway overhead', script: 'gateway-overhead.js', shared: true },
  // After the gateway's read of Hodan's grades: it files 300 entries for him.
  { name: 'PDF report', script: 'pdf-report.js', shared: true },
  { name: 'live channel, 1,000 sockets', script: 'live-broadcast.js' },
  {
    name: 'live channel, 10,000 sockets',
    script: 'live-broadcast.js',
    args: ['--sockets', '10000'],
  },
  { name: 'cold start', script: 'cold-start.js' },
  { name: 'district scale', script: 'scale.js' },
];

/** Runs one step's script to its end; its exit code (1 when killed by a signal). */
function runStep(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, script), ...args], {
      stdio: 'inherit',
      env,
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const done: { step: string; seconds: number; exitCode: number }[] = [];
  let exitCode = 0;
  let shared: BenchStack | undefined;
  const stopShared = async () => {
    const stopping = shared;
    shared = undefined;
    await stopping?.stop();
  };
  // Ctrl+C reaches the running step too (same process group); the shared stack is ours to stop.
  process.once('SIGINT', () => void stopShared().finally(() => process.exit(130)));
  try {
    for (const step of STEPS) {
      const t0 = performance.now();
      if (step.shared && !shared) {
        shared = await startBenchStack('shared', BENCH_PORT_OFFSETS.pages);
      } else if (!step.shared) await stopShared();
      const env = shared
        ? { ...process.env, [SHARED_STACK_ENV]: describeSharedStack(shared) }
        : process.env;
      exitCode = await runStep(step.script, step.args ?? [], env);
      done.push({
        step: step.name,
        seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
        exitCode,
      });
      if (exitCode !== 0) break;
    }
  } finally {
    await stopShared();
  }
  const totalSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  console.log(
    [
      '',
      'Bench duration (the first four steps share one stack: its start is in the first)',
      ...done.map(
        (d) =>
          `  ${d.step.padEnd(32)}${minutes(d.seconds).padStart(10)}` +
          (d.exitCode === 0 ? '' : `  (exit ${d.exitCode}: stopped here)`),
      ),
      `  ${'whole run'.padEnd(32)}${minutes(totalSeconds).padStart(10)}`,
      '',
    ].join('\n'),
  );
  mergeResults('duration', { measuredAt: new Date().toISOString(), steps: done, totalSeconds });
  return exitCode;
}

void main().then((code) => {
  process.exitCode = code;
});
