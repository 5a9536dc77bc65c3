import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mergeResults } from './results-file';

/**
 * `npm run bench`: every benchmark in turn, each in a process of its own (as `node dist/<step>.js`
 * alone runs it), stopping at the first that fails; then how long each step took and the whole
 * run, printed and kept in bench/results.json as `duration` (issue 14 asks the run to stay short,
 * so its length is a measured figure too).
 */
const STEPS: { name: string; script: string; args?: string[] }[] = [
  { name: 'bundles', script: 'bundles.js' },
  { name: 'lighthouse', script: 'lighthouse.js' },
  { name: 'gateway overhead', script: 'gateway-overhead.js' },
  { name: 'live channel, 1,000 sockets', script: 'live-broadcast.js' },
  {
    name: 'live channel, 10,000 sockets',
    script: 'live-broadcast.js',
    args: ['--sockets', '10000'],
  },
  { name: 'PDF report', script: 'pdf-report.js' },
  { name: 'cold start', script: 'cold-start.js' },
  { name: 'district scale', script: 'scale.js' },
];

function main(): number {
  const started = performance.now();
  const done: { step: string; seconds: number; exitCode: number }[] = [];
  let exitCode = 0;
  for (const step of STEPS) {
    const t0 = performance.now();
    const result = spawnSync(
      process.execPath,
      [path.join(__dirname, step.script), ...(step.args ?? [])],
      { stdio: 'inherit' },
    );
    exitCode = result.status ?? 1;
    done.push({
      step: step.name,
      seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
      exitCode,
    });
    if (exitCode !== 0) break;
  }
  const totalSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  console.log(
    [
      '',
      'Bench duration (each step with its own stack)',
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

process.exitCode = main();
