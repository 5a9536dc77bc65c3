import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ACCESS_CODE, DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { signIdentity } from '@d742/service-kit';
import { signIn } from './accounts';
import { BENCH_PORT_OFFSETS, stackForStep, type BenchStack } from './bench-stack';
import { mergeResults } from './results-file';
import { median } from './stats';

/**
 * Gateway overhead (issue 14): the same authenticated read, GET /api/students/{id}/grades of Hodan
 * as her mother Amina, sent straight to the academics service (with the signed identity headers
 * the gateway would add) and through the gateway (session cookie), in one run with autocannon.
 * The targets take turns, ROUNDS times each after a warm-up, so a busy moment of this shared
 * machine falls on both; each figure is the median of its rounds. Prints a table and merges
 * `gatewayOverhead` into bench/results.json. Goal: the gateway at ≥ 0.9× direct. Never fails on it.
 */
/** Every port stays under 32768, where Linux picks the source ports of outgoing connections. */
const PORT_OFFSET = BENCH_PORT_OFFSETS.gateway;
const CONNECTIONS = 10;
const WARMUP_S = 3;
const ROUND_S = 5;
const ROUNDS = 4;
const GOAL = 0.9;

interface Target {
  name: string;
  url: string;
  /** Headers of one run, made just before it (signed identity headers expire after 60 s). */
  headers: () => Record<string, string>;
}

interface Figures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

/** One-minute load average (Linux, macOS); every process of the stack shares these cores. */
const loadAverage = () => os.loadavg()[0] ?? 0;

async function run(target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers(),
  });
  const answered = result.requests.total;
  if (result.errors > 0 || result.non2xx > 0 || answered === 0) {
    throw new Error(
      `${target.name}: ${answered} answers, ${result.non2xx} not 2xx, ${result.errors} errors`,
    );
  }
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** Stack secret: the one startStack generated under the data dir, unless INTERNAL_SECRET is set. */
function stackSecret(dataDir: string): string {
  return (
    process.env.INTERNAL_SECRET ??
    fs.readFileSync(path.join(dataDir, 'internal-secret'), 'utf8').trim()
  );
}

function formatTable(rows: [string, Figures][], direct: Figures): string {
  const num = (v: number, digits: number, width: number) => v.toFixed(digits).padStart(width);
  return [
    `  ${'target'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× direct'.padStart(10)}`,
    ...rows.map(
      ([name, f]) =>
        `  ${name.padEnd(40)}${num(f.reqPerSec, 0, 9)}${num(f.p50Ms, 2, 9)}${num(f.p99Ms, 2, 9)}` +
        `${num(f.reqPerSec / direct.reqPerSec, 2, 9)}×`,
    ),
  ].join('\n');
}

async function main(): Promise<number> {
  let bench: BenchStack | undefined;
  try {
    bench = await stackForStep('gateway', PORT_OFFSET);
    const { stack, dataDir } = bench;
    const secret = stackSecret(dataDir);
    const route = `/api/students/${DEMO_STUDENTS.hodan.id}/grades`;
    const amina = await signIn(stack.url, DEMO_ACCESS_CODE, DEMO_USERS.amina);
    const identity = {
      userId: DEMO_USERS.amina.id,
      role: 'parent' as const,
      clientIp: '127.0.0.1',
    };
    const targets: Target[] = [
      {
        name: 'direct to academics (signed identity)',
        url: `http://127.0.0.1:${stack.ports.services.academics}${route}`,
        headers: () => signIdentity(secret, identity),
      },
      {
        name: 'through the gateway (session cookie)',
        url: `${stack.url}${route}`,
        headers: () => ({ cookie: amina.header() }),
      },
      {
        name: 'through the gateway, Accept-Encoding br',
        url: `${stack.url}${route}`,
        headers: () => ({ cookie: amina.header(), 'accept-encoding': 'gzip, deflate, br' }),
      },
    ];

    const probe = await fetch(targets[1]!.url, { headers: targets[2]!.headers() });
    const body = await probe.arrayBuffer();
    console.error(
      `[bench] ${route}: ${probe.status}, ${body.byteLength} bytes of JSON ` +
        `(${probe.headers.get('content-encoding') ?? 'identity'} through the gateway)`,
    );

    const loadBefore = loadAverage();
    for (const target of targets) await run(target, WARMUP_S);
    const rounds = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) rounds.get(target.name)!.push(await run(target, ROUND_S));
    }
    const summary = (name: string): Figures => {
      const list = rounds.get(name)!;
      return {
        reqPerSec: median(list.map((f) => f.reqPerSec)),
        p50Ms: median(list.map((f) => f.p50Ms)),
        p99Ms: median(list.map((f) => f.p99Ms)),
      };
    };
    const [direct, gateway, gatewayBrotli] = targets.map((t) => summary(t.name)) as [
      Figures,
      Figures,
      Figures,
    ];
    const ratio = gateway.reqPerSec / direct.reqPerSec;
    // Everything shares this machine's cores: a busy machine shows in every row.
    const load = `load average ${loadBefore.toFixed(1)} → ${loadAverage().toFixed(1)} on ${os.availableParallelism()} cores`;
    console.log(
      [
        '',
        `Gateway overhead: GET ${route.replace(DEMO_STUDENTS.hodan.id, '{id}')} as a parent, ` +
          `${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_S} s per target (median), database: ${stack.database.kind}`,
        `  ${load}`,
        formatTable(
          targets.map((t) => [t.name, summary(t.name)]),
          direct,
        ),
        `  gateway / direct: ${ratio.toFixed(2)}× requests per second ` +
          `(goal ≥ ${GOAL}×: ${ratio >= GOAL ? 'met' : 'NOT met'})`,
        '',
      ].join('\n'),
    );
    mergeResults('gatewayOverhead', {
      measuredAt: new Date().toISOString(),
      route: 'GET /api/students/{id}/grades',
      responseBytes: body.byteLength,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      roundSeconds: ROUND_S,
      direct,
      gateway,
      gatewayBrotli,
      ratio: Number(ratio.toFixed(3)),
      goal: GOAL,
      goalMet: ratio >= GOAL,
      loadAverage: [Number(loadBefore.toFixed(2)), Number(loadAverage().toFixed(2))],
      cores: os.availableParallelism(),
    });
    return 0;
  } catch (err) {
    console.error(`[bench] gateway overhead failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await bench?.stop();
  }
}

void main().then((code) => process.exit(code));
