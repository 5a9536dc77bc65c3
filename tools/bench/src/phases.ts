import { performance } from 'node:perf_hooks';
import type { DeliveryTracker, Round } from './deliveries';
import { latest } from './stats';
import { inPool, within } from './time-limit';

export interface Broadcaster {
  tracker: DeliveryTracker;
  /** Sockets that should receive each broadcast. */
  expected: number;
  /** Publishes broadcast `seq`; resolves to the gateway's delivered count. */
  publish(seq: number): Promise<number>;
  signal: AbortSignal;
}

export interface LatencyResult {
  /** Per socket: receipt − moment before the POST (ms). */
  perSocket: number[];
  /** Per broadcast: last receipt − moment before the POST (ms). */
  allDelivered: number[];
  /** Per broadcast: POST /internal/events answered (ms). */
  postAnswered: number[];
  incomplete: number;
}

const ROUND_TIMEOUT_MS = 15_000;

/** One broadcast at a time, each waited for until every socket has it. */
export async function measureLatency(b: Broadcaster, rounds: number): Promise<LatencyResult> {
  const result: LatencyResult = {
    perSocket: [],
    allDelivered: [],
    postAnswered: [],
    incomplete: 0,
  };
  for (let i = 0; i < rounds && !b.signal.aborted; i++) {
    const round = b.tracker.begin(b.expected);
    try {
      const posted = b.publish(round.seq).then(() => performance.now() - round.startedAt);
      const [answeredMs] = await within(
        Promise.all([posted, round.complete]),
        ROUND_TIMEOUT_MS,
        b.signal,
        `broadcast ${round.seq}`,
      );
      result.postAnswered.push(answeredMs);
      result.perSocket.push(...round.receipts.map((at) => at - round.startedAt));
      result.allDelivered.push(latest(round.receipts, NaN) - round.startedAt);
    } catch (err) {
      result.incomplete++;
      console.error(`[bench] ${(err as Error).message}`);
    } finally {
      b.tracker.end(round);
    }
  }
  return result;
}

export interface ThroughputResult {
  broadcasts: number;
  deliveries: number;
  elapsedMs: number;
  complete: boolean;
}

/** `count` broadcasts with `inFlight` POSTs outstanding; deliveries counted until the last receipt. */
export async function measureThroughput(
  b: Broadcaster,
  count: number,
  inFlight: number,
  timeoutMs: number,
): Promise<ThroughputResult> {
  const rounds: Round[] = [];
  const startedAt = performance.now();
  let complete = true;
  try {
    await within(
      inPool(Array.from({ length: count }), inFlight, async () => {
        if (b.signal.aborted) return;
        const round = b.tracker.begin(b.expected);
        rounds.push(round);
        await b.publish(round.seq);
      }),
      timeoutMs,
      b.signal,
      'sustained broadcasts',
    );
    const left = Math.max(1, timeoutMs - (performance.now() - startedAt));
    await within(
      Promise.all(rounds.map((r) => r.complete)),
      left,
      b.signal,
      'sustained deliveries',
    );
  } catch (err) {
    complete = false;
    console.error(`[bench] ${(err as Error).message}; reporting what arrived`);
  }
  rounds.forEach((r) => b.tracker.end(r));
  const receipts = rounds.flatMap((r) => r.receipts);
  return {
    broadcasts: rounds.length,
    deliveries: receipts.length,
    elapsedMs: latest(receipts, performance.now()) - startedAt,
    complete,
  };
}
