import { loadConfig } from '../config';

const MINUTE = 60_000;

describe('the rate-limit variables', () => {
  it('default to 300 a minute per address, 20 a minute and 100 an hour per account, 600 for the SMS webhook', () => {
    expect(loadConfig({ INTERNAL_SECRET: 'x' }).rateLimits).toEqual({
      client: { name: 'client', limit: 300, windowMs: MINUTE },
      expensive: [
        { name: 'minute', limit: 20, windowMs: MINUTE },
        { name: 'hour', limit: 100, windowMs: 60 * MINUTE },
      ],
      smsWebhook: { name: 'sms', limit: 600, windowMs: MINUTE },
    });
    expect(loadConfig({ INTERNAL_SECRET: 'x' })).toMatchObject({ trustProxyHops: 1 });
  });

  it('turn a limit off with 0', () => {
    const config = loadConfig({
      INTERNAL_SECRET: 'x',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_EXPENSIVE_PER_HOUR: '0',
      RATE_LIMIT_SMS_WEBHOOK_PER_MINUTE: '0',
    });
    expect(config.rateLimits).toEqual({
      client: null,
      expensive: [{ name: 'minute', limit: 20, windowMs: MINUTE }],
      smsWebhook: null,
    });
  });

  it('accept the out-of-reach value the e2e suite and the benchmarks set (@d742/stack NO_RATE_LIMITS)', () => {
    const config = loadConfig({ INTERNAL_SECRET: 'x', RATE_LIMIT_PER_MINUTE: '1000000' });
    expect(config.rateLimits.client?.limit).toBe(1_000_000);
  });

  it('refuse what is not a count, naming the variable', () => {
    expect(() => loadConfig({ INTERNAL_SECRET: 'x', RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(
      /RATE_LIMIT_PER_MINUTE/,
    );
    expect(() => loadConfig({ INTERNAL_SECRET: 'x', RATE_LIMIT_EXPENSIVE_PER_HOUR: '-1' })).toThrow(
      /RATE_LIMIT_EXPENSIVE_PER_HOUR/,
    );
    expect(() => loadConfig({ INTERNAL_SECRET: 'x', TRUST_PROXY_HOPS: '0' })).toThrow(
      /TRUST_PROXY_HOPS/,
    );
  });
});
