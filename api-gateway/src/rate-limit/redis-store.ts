import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type pino from 'pino';
import { reconnectDelay } from '../live/redis-live-bus';
import {
  decide,
  MemoryRateLimitStore,
  type RateDecision,
  type RateLimitStore,
  type Take,
} from './token-bucket';

/**
 * The token-bucket arithmetic of token-bucket.ts in one atomic step over every bucket of a request.
 * KEYS: the buckets (hashes t = tokens, a = at). ARGV: now, then limit and windowMs per bucket.
 * Returns allowed (1/0) and each bucket's tokens (after taking when allowed) as strings, since
 * Redis would cut Lua numbers to integers.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local tokens, ats = {}, {}
local allowed = 1
for i = 1, #KEYS do
  local limit = tonumber(ARGV[2 * i])
  local window = tonumber(ARGV[2 * i + 1])
  local state = redis.call('HMGET', KEYS[i], 't', 'a')
  local t, at = limit, now
  if state[1] then
    local before = tonumber(state[2])
    t = math.min(limit, tonumber(state[1]) + math.max(0, now - before) * limit / window)
    -- a gateway whose clock is behind adds nothing and moves nothing back
    if before > now then at = before end
  end
  tokens[i], ats[i] = t, at
  if t < 1 then allowed = 0 end
end
local out = { allowed }
for i = 1, #KEYS do
  if allowed == 1 then
    tokens[i] = tokens[i] - 1
    redis.call('HSET', KEYS[i], 't', tostring(tokens[i]), 'a', tostring(ats[i]))
    redis.call('PEXPIRE', KEYS[i], math.ceil(tonumber(ARGV[2 * i + 1])))
  end
  out[i + 1] = tostring(tokens[i])
end
return out
`;
const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

export interface RedisRateLimitStoreOptions {
  url: string;
  /** Bucket keys are `<prefix>rl:<key>` (REDIS_CHANNEL_PREFIX). */
  prefix: string;
  logger: pino.Logger;
  /** Longest wait for Redis before a request is counted in memory instead; default 250 ms. */
  commandTimeoutMs?: number;
  /** Longest wait between reconnection attempts; default 5 s. */
  maxReconnectDelayMs?: number;
}

/**
 * Buckets in Redis, so every gateway counts against the same ones. One Lua script per request
 * (EVALSHA, loaded on first NOSCRIPT) reads, refills and takes from all of its buckets atomically.
 *
 * Redis down never blocks traffic: a command that fails or takes longer than the timeout is
 * answered by an in-memory store instead (each gateway then limits on its own, which is looser
 * but still a limit), logged once per outage; Redis is asked again on the next request.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private readonly logger: pino.Logger;
  private readonly prefix: string;
  private degraded = false;

  constructor(opts: RedisRateLimitStoreOptions) {
    this.prefix = `${opts.prefix}rl:`;
    this.logger = opts.logger.child({ component: 'rate-limit' });
    const capMs = opts.maxReconnectDelayMs ?? 5_000;
    this.redis = new Redis(opts.url, {
      connectionName: 'd742-gateway-rate-limit',
      retryStrategy: (attempt) => reconnectDelay(attempt, capMs),
      connectTimeout: 5_000,
      // Fail at once while disconnected: the request is counted in memory instead of waiting.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: opts.commandTimeoutMs ?? 250,
    });
    // Connection errors are reported through take(); without a listener ioredis prints them.
    this.redis.on('error', () => undefined);
  }

  /** True while requests are counted in memory because Redis failed. */
  get usingFallback(): boolean {
    return this.degraded;
  }

  async take(takes: readonly Take[], now: number): Promise<RateDecision> {
    try {
      const decision = await this.takeInRedis(takes, now);
      if (this.degraded) {
        this.degraded = false;
        this.logger.info('Redis is back: rate limits are shared by the gateways again');
      }
      return decision;
    } catch (err) {
      if (!this.degraded) {
        this.degraded = true;
        this.logger.warn({ err }, 'Redis unreachable: rate limits counted per gateway meanwhile');
      }
      return this.fallback.take(takes, now);
    }
  }

  private async takeInRedis(takes: readonly Take[], now: number): Promise<RateDecision> {
    const keys = takes.map(({ key }) => this.prefix + key);
    const args = [now, ...takes.flatMap(({ rule }) => [rule.limit, rule.windowMs])].map(String);
    let reply: unknown;
    try {
      reply = await this.redis.evalsha(TAKE_SHA, keys.length, ...keys, ...args);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
      reply = await this.redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args);
    }
    if (!Array.isArray(reply) || reply.length !== takes.length + 1) {
      throw new Error('unexpected answer of the rate-limit script');
    }
    const [allowed, ...tokens] = reply as [number, ...string[]];
    return decide(takes, tokens.map(Number), allowed === 1);
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (this.redis.status === 'end') return;
    if (this.redis.status !== 'ready') {
      this.redis.disconnect();
      return;
    }
    const cutShort = setTimeout(() => this.redis.disconnect(), 1_000);
    await this.redis.quit().catch(() => this.redis.disconnect());
    clearTimeout(cutShort);
  }
}
