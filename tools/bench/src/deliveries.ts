import { performance } from 'node:perf_hooks';
import type { ServerLiveMessage } from '@d742/contracts';

const BENCH_TITLE = 'd742-bench';

/** The event of broadcast number `seq`: a plain notification whose message carries the number. */
export function benchEvent(seq: number): ServerLiveMessage {
  return { type: 'notification', title: BENCH_TITLE, message: String(seq) };
}

export interface Round {
  seq: number;
  /** performance.now() just before the publishing POST went out. */
  startedAt: number;
  expected: number;
  /** performance.now() of each socket's receipt. */
  receipts: number[];
  /** Resolves when every expected socket has the event. */
  complete: Promise<void>;
}

/** Matches what the sockets receive to the broadcast rounds in flight. */
export class DeliveryTracker {
  private readonly rounds = new Map<number, Round & { finish: () => void }>();
  private nextSeq = 1;

  begin(expected: number): Round {
    let finish = () => {};
    const complete = new Promise<void>((resolve) => (finish = resolve));
    const round = {
      seq: this.nextSeq++,
      startedAt: performance.now(),
      expected,
      receipts: [],
      complete,
      finish,
    };
    this.rounds.set(round.seq, round);
    return round;
  }

  /** Called for every frame a benchmark socket receives. */
  receive(data: string): void {
    const at = performance.now();
    let seq: number;
    try {
      const message = JSON.parse(data) as Partial<{ type: string; title: string; message: string }>;
      if (message.type !== 'notification' || message.title !== BENCH_TITLE) return;
      seq = Number(message.message);
    } catch {
      return;
    }
    const round = this.rounds.get(seq);
    if (!round) return;
    round.receipts.push(at);
    if (round.receipts.length === round.expected) round.finish();
  }

  /** Forgets finished (or abandoned) rounds so late frames are ignored. */
  end(round: Round): void {
    this.rounds.delete(round.seq);
  }
}
