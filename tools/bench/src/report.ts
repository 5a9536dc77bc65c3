import type { SocketPlan } from './fd-limit';
import type { LatencyResult, ThroughputResult } from './phases';
import { summarize } from './stats';

export interface BenchReport {
  plan: SocketPlan;
  connected: number;
  database: string;
  setup: { accountsMs: number; socketsMs: number };
  latency: LatencyResult;
  throughput: ThroughputResult;
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');
const secs = (v: number) => `${(v / 1000).toFixed(2)} s`;
const int = (v: number) => Math.round(v).toLocaleString('en-US');

function row(label: string, values: readonly number[]): string {
  const s = summarize(values);
  return `  ${label.padEnd(46)}${ms(s.p50).padStart(11)}${ms(s.p99).padStart(11)}${ms(s.max).padStart(11)}`;
}

/** The printed figures; nothing here judges them. */
export function formatReport(r: BenchReport): string {
  const { plan, latency, throughput } = r;
  const rounds = latency.allDelivered.length;
  const rate = throughput.elapsedMs > 0 ? (throughput.deliveries * 1000) / throughput.elapsedMs : 0;
  return [
    '',
    'Live channel broadcast benchmark (loopback; whole stack, demo mode; database: ' +
      `${r.database})`,
    `  sockets: ${r.connected} authenticated (${plan.accounts} registered parent accounts x ` +
      `${plan.socketsPerAccount} sockets each; every socket did auth -> auth_success)`,
    `  setup: accounts registered + signed in ${secs(r.setup.accountsMs)}, sockets opened ${secs(r.setup.socketsMs)}`,
    '  broadcast: one signed POST /internal/events addressed to every benchmark user',
    '',
    `  ${'latency'.padEnd(46)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}`,
    row(`per socket (${rounds} broadcasts x ${r.connected})`, latency.perSocket),
    row(`all ${r.connected} delivered, per broadcast (${rounds})`, latency.allDelivered),
    row(`POST /internal/events answered (${rounds})`, latency.postAnswered),
    ...(latency.incomplete > 0
      ? [`  (${latency.incomplete} broadcasts did not reach everyone)`]
      : []),
    '',
    `  sustained: ${throughput.broadcasts} broadcasts -> ${int(throughput.deliveries)} deliveries ` +
      `in ${secs(throughput.elapsedMs)} = ${int(rate)} messages/s` +
      (throughput.complete ? '' : ' (stopped early)'),
    '',
  ].join('\n');
}

const round1 = (v: number) => (Number.isFinite(v) ? Number(v.toFixed(1)) : null);

/** The same figures for bench/results.json (milliseconds, p50/p99/max). */
export function reportFigures(r: BenchReport): Record<string, unknown> {
  const { plan, latency, throughput } = r;
  const summary = (values: readonly number[]) => {
    const s = summarize(values);
    return { p50Ms: round1(s.p50), p99Ms: round1(s.p99), maxMs: round1(s.max) };
  };
  return {
    measuredAt: new Date().toISOString(),
    database: r.database,
    sockets: r.connected,
    accounts: plan.accounts,
    socketsPerAccount: plan.socketsPerAccount,
    broadcasts: latency.allDelivered.length,
    perSocket: summary(latency.perSocket),
    allDelivered: summary(latency.allDelivered),
    postAnswered: summary(latency.postAnswered),
    incompleteBroadcasts: latency.incomplete,
    sustained: {
      broadcasts: throughput.broadcasts,
      deliveries: throughput.deliveries,
      elapsedMs: Math.round(throughput.elapsedMs),
      complete: throughput.complete,
    },
  };
}
