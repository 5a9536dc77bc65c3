/**
 * Token buckets: a rule allows `limit` requests at once and gives them back evenly over `windowMs`
 * (300 per minute = a burst of 300, then one every 200 ms). The memory store and the Redis script
 * apply the same arithmetic; this module holds it once for both.
 */

export interface RateRule {
  /** Part of the bucket key: 'client', 'account-minute'… */
  name: string;
  limit: number;
  windowMs: number;
}

/** One bucket a request takes a token from. */
export interface Take {
  key: string;
  rule: RateRule;
}

export interface BucketState {
  tokens: number;
  /** When `tokens` was last computed (ms since epoch, the gateway's clock). */
  at: number;
}

export interface RateDecision {
  allowed: boolean;
  /** How long until the request would be allowed (0 when it is). */
  retryAfterMs: number;
  /** The tightest bucket after this request, for the RateLimit headers. */
  limit: number;
  windowMs: number;
  remaining: number;
  /** Until that bucket is full again. */
  resetMs: number;
}

/** Where buckets live: this process (memory) or Redis, shared by every gateway. */
export interface RateLimitStore {
  /** Takes one token from every bucket, or from none when one of them is empty. */
  take(takes: readonly Take[], now: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const ratePerMs = (rule: RateRule) => rule.limit / rule.windowMs;

/** The tokens of a bucket at `now` (a missing bucket is full; a clock behind `at` adds nothing). */
export function refill(rule: RateRule, state: BucketState | undefined, now: number): number {
  if (!state) return rule.limit;
  const elapsed = Math.max(0, now - state.at);
  return Math.min(rule.limit, state.tokens + elapsed * ratePerMs(rule));
}

/** The decision for buckets holding `tokens` now; when allowed, `tokens` are those after taking. */
export function decide(takes: readonly Take[], tokens: readonly number[], allowed: boolean) {
  let retryAfterMs = 0;
  if (!allowed) {
    takes.forEach(({ rule }, i) => {
      const left = tokens[i] ?? 0;
      if (left < 1) retryAfterMs = Math.max(retryAfterMs, (1 - left) / ratePerMs(rule));
    });
  }
  let tightest = 0;
  takes.forEach((_, i) => {
    if ((tokens[i] ?? 0) < (tokens[tightest] ?? 0)) tightest = i;
  });
  const rule = takes[tightest]?.rule ?? { name: '', limit: 0, windowMs: 1 };
  const left = tokens[tightest] ?? 0;
  const decision: RateDecision = {
    allowed,
    retryAfterMs: Math.ceil(retryAfterMs),
    limit: rule.limit,
    windowMs: rule.windowMs,
    remaining: Math.max(0, Math.floor(left)),
    resetMs: Math.ceil((rule.limit - left) / ratePerMs(rule)),
  };
  return decision;
}

const DEFAULT_MAX_BUCKETS = 100_000;

/**
 * Buckets in this process: the default with one gateway, and the fallback of the Redis store.
 * Bounded: full buckets are forgotten (a missing bucket is full), and past `maxBuckets` the least
 * recently used go first.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, BucketState & { windowMs: number }>();

  constructor(private readonly maxBuckets = DEFAULT_MAX_BUCKETS) {}

  take(takes: readonly Take[], now: number): Promise<RateDecision> {
    const tokens = takes.map(({ key, rule }) => refill(rule, this.buckets.get(key), now));
    const allowed = tokens.every((t) => t >= 1);
    if (allowed) {
      takes.forEach(({ key, rule }, i) => {
        const left = (tokens[i] ?? 0) - 1;
        tokens[i] = left;
        this.buckets.delete(key); // re-inserted last: the map's order is the use order
        this.buckets.set(key, { tokens: left, at: now, windowMs: rule.windowMs });
      });
      if (this.buckets.size > this.maxBuckets) this.prune(now);
    }
    return Promise.resolve(decide(takes, tokens, allowed));
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number): void {
    // Untouched for a whole window: full again, as good as absent.
    for (const [key, state] of this.buckets) {
      if (now - state.at >= state.windowMs) this.buckets.delete(key);
    }
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= this.maxBuckets) break;
      this.buckets.delete(key);
    }
  }

  close(): Promise<void> {
    this.buckets.clear();
    return Promise.resolve();
  }
}
