import { z } from 'zod';
import type { RateRule } from './token-bucket';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A count of requests; 0 turns that limit off. */
const countFromEnv = (fallback: number) =>
  z.coerce.number().int().min(0).max(1_000_000).default(fallback);

/** The gateway's rate-limit variables (README "Configuration"; decision 027). */
export const rateLimitEnvShape = {
  /** Per client address on /api/*: a burst of this many, refilled over a minute. */
  RATE_LIMIT_PER_MINUTE: countFromEnv(300),
  /** Per account on voice and PDF calls (each group its own buckets). */
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: countFromEnv(20),
  RATE_LIMIT_EXPENSIVE_PER_HOUR: countFromEnv(100),
  /** Per sending address on the SMS provider's webhook, instead of the client limit. */
  RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE: countFromEnv(600),
};

type RateLimitEnv = { [K in keyof typeof rateLimitEnvShape]: number };

export interface RateLimitConfig {
  /** null: no limit per client address. */
  client: RateRule | null;
  /** Every rule an expensive call must pass, per account; empty: none. */
  expensive: RateRule[];
  smsWebhook: RateRule | null;
}

const rule = (name: string, limit: number, windowMs: number): RateRule | null =>
  limit > 0 ? { name, limit, windowMs } : null;

export function rateLimitConfigOf(env: RateLimitEnv): RateLimitConfig {
  return {
    client: rule('client', env.RATE_LIMIT_PER_MINUTE, MINUTE),
    expensive: [
      rule('minute', env.RATE_LIMIT_EXPENSIVE_PER_MINUTE, MINUTE),
      rule('hour', env.RATE_LIMIT_EXPENSIVE_PER_HOUR, HOUR),
    ].filter((r): r is RateRule => r !== null),
    smsWebhook: rule('sms', env.RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE, MINUTE),
  };
}
