/**
 * Gateway rate limits (decision 027) for stacks that drive the portal from one loopback address
 * far faster than parents would: the end-to-end suite and the benchmarks. The limiter still runs
 * on every /api call (a benchmark measures it), but refuses nothing.
 */
export const NO_RATE_LIMITS: Readonly<NodeJS.ProcessEnv> = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPENSIVE_PER_HOUR: '1000000',
  RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE: '1000000',
};
