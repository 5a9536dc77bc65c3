import type http from 'node:http';
import { testLogger } from '@d742/service-testing';
import { createGateway, type GatewayConfig } from '../src/app';
import { rateLimitConfigOf, type rateLimitEnvShape } from '../src/rate-limit/config';
import { startCountingTap, type CountingTap } from './counting-tap';
import { closeServer, urlOf } from './testing-servers';
import { startTestStack, type ListeningGateway, type TestStack } from './testing-stack';

export interface LimitedGateways {
  stack: TestStack;
  /** In front of the real academics service. */
  academics: CountingTap;
  /** Where the voice service would be (answers 200 itself). */
  voice: CountingTap;
  gateways: ListeningGateway[];
  /** Moves the gateways' clock (nothing sleeps). */
  advance(ms: number): void;
  stop(): Promise<void>;
}

/**
 * The real services (test stack) behind `count` gateway instances with the given rate limits, a
 * clock the test moves, TRUST_PROXY on (X-Forwarded-For names the client address), and counting
 * taps where academics and voice are; `redisUrl` shares the gateways' buckets through Redis.
 */
export async function startLimitedGateways(opts: {
  count: number;
  limits: { [K in keyof typeof rateLimitEnvShape]: number };
  redisUrl?: string;
}): Promise<LimitedGateways> {
  const stack = await startTestStack();
  const academics = await startCountingTap(stack.config.services.academics);
  const voice = await startCountingTap();
  const config: GatewayConfig = {
    ...stack.config,
    trustProxy: true,
    redis: opts.redisUrl ? { url: opts.redisUrl, channelPrefix: 'd742:' } : null,
    services: { ...stack.config.services, academics: academics.url, voice: voice.url },
    rateLimits: rateLimitConfigOf(opts.limits),
  };
  let nowMs = Date.parse('2026-11-26T08:00:00Z');
  const gateways: ListeningGateway[] = [];
  const servers: http.Server[] = [];
  for (let i = 0; i < opts.count; i += 1) {
    const gateway = createGateway({ config, logger: testLogger(), clock: () => new Date(nowMs) });
    const server = gateway.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    gateways.push({ gateway, url: urlOf(server) });
  }
  return {
    stack,
    academics,
    voice,
    gateways,
    advance: (ms) => {
      nowMs += ms;
    },
    stop: async () => {
      for (const { gateway } of gateways) await gateway.close();
      await Promise.all(servers.map(closeServer));
      await academics.close();
      await voice.close();
      await stack.stop();
    },
  };
}
