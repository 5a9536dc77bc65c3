import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PORTS,
  REMOTE_NAMES,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
} from '@d742/contracts';
import { LOG_LEVELS, booleanFromEnv, parseEnv, portFromEnv } from '@d742/service-kit';
import { rateLimitConfigOf, rateLimitEnvShape } from './rate-limit/config';

const SERVICE_DEFAULT_PORTS: Readonly<Record<ServiceName, number>> = DEFAULT_PORTS.services;
const REMOTE_DEFAULT_PORTS: Readonly<Record<RemoteName, number>> = DEFAULT_PORTS.remotes;

/** api-gateway/{src,dist}/ → <repo>/shell/dist */
const DEFAULT_SHELL_DIST = path.resolve(__dirname, '..', '..', 'shell', 'dist');

/** Where an app's build writes its Node bundle: beside its dist (@d742/build-config's prerenderConfig). */
const prerenderBundleBeside = (appDist: string): string =>
  path.join(path.dirname(appDist), 'dist-prerender', 'prerender.cjs');

/** api-gateway/{src,dist}/ → the academics remote's Node bundle (its dashboard, decision 035). */
const DEFAULT_HOME_FRAGMENT_PRERENDER = prerenderBundleBeside(
  path.resolve(__dirname, '..', '..', 'mfe-academics', 'dist'),
);

const httpUrl = (fallbackPort: number) =>
  z
    .url({ protocol: /^https?$/ })
    .default(`http://127.0.0.1:${fallbackPort}`)
    .transform((u) => u.replace(/\/+$/, ''));

/** One http(s) origin: scheme, host and port only, e.g. https://cdn.district742.org */
function parseOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    if (url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** REMOTE_ALLOWED_ORIGINS: comma-separated origins remotes may be loaded from; normalized, no duplicates. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value.split(',').map((e) => e.trim())) {
      if (!entry) continue;
      const origin = parseOrigin(entry);
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: `${entry} is not an http(s) origin` });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** GATEWAY_REQUIRED_SERVICES: comma-separated service names; '' requires none. */
const serviceList = z
  .string()
  .default('identity')
  .transform((value, ctx) => {
    const names: ServiceName[] = [];
    for (const entry of value.split(',').map((e) => e.trim().toLowerCase())) {
      if (!entry) continue;
      if (!(SERVICE_NAMES as readonly string[]).includes(entry)) {
        ctx.addIssue({
          code: 'custom',
          message: `${entry} is not a service (${SERVICE_NAMES.join(', ')})`,
        });
        return z.NEVER;
      }
      if (!names.includes(entry as ServiceName)) names.push(entry as ServiceName);
    }
    return names;
  });

export const gatewayEnvSchema = z
  .object({
    HOST: z.string().min(1).default('127.0.0.1'),
    GATEWAY_PORT: portFromEnv.optional(),
    PORT: portFromEnv.optional(),
    SERVICE_URL_IDENTITY: httpUrl(SERVICE_DEFAULT_PORTS.identity),
    SERVICE_URL_ACADEMICS: httpUrl(SERVICE_DEFAULT_PORTS.academics),
    SERVICE_URL_MESSAGING: httpUrl(SERVICE_DEFAULT_PORTS.messaging),
    SERVICE_URL_VOICE: httpUrl(SERVICE_DEFAULT_PORTS.voice),
    SERVICE_URL_REPORTS: httpUrl(SERVICE_DEFAULT_PORTS.reports),
    SERVICE_URL_DELIVERY: httpUrl(SERVICE_DEFAULT_PORTS.delivery),
    /** The longest wait for a service's answer: a hung service answers 504 after it. */
    GATEWAY_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
    /** The longest wait for a connection to a service or remote: a vanished host answers 503 after it. */
    GATEWAY_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    REMOTE_URL_ACADEMICS: httpUrl(REMOTE_DEFAULT_PORTS.academics),
    REMOTE_URL_MESSAGING: httpUrl(REMOTE_DEFAULT_PORTS.messaging),
    REMOTE_URL_VOICE: httpUrl(REMOTE_DEFAULT_PORTS.voice),
    REMOTE_URL_REPORTS: httpUrl(REMOTE_DEFAULT_PORTS.reports),
    REMOTE_ALLOWED_ORIGINS: originList,
    SHELL_DIST: z.string().min(1).default(DEFAULT_SHELL_DIST),
    /** The shell's Node bundle that renders the signed-in home (decision 034); beside SHELL_DIST by default. */
    SHELL_PRERENDER: z.string().min(1).optional(),
    /** The academics remote's Node bundle that renders the home dashboard into that page (decision 035). */
    HOME_FRAGMENT_PRERENDER: z.string().min(1).default(DEFAULT_HOME_FRAGMENT_PRERENDER),
    INTERNAL_SECRET: z.string().min(1, 'INTERNAL_SECRET is required'),
    DEMO_MODE: booleanFromEnv,
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    TRUST_PROXY: booleanFromEnv,
    /** Proxies in front that append to X-Forwarded-For: the client is the entry that many from the end. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    /** Set: live events travel through Redis pub/sub, so several gateways share them. Unset: in-process. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_CHANNEL_PREFIX: z.string().min(1).max(100).default('d742:'),
    GATEWAY_REQUIRED_SERVICES: serviceList,
    ...rateLimitEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.INTERNAL_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['INTERNAL_SECRET'],
        message: 'must have at least 32 characters in production',
      });
    }
  })
  .transform((env) => ({
    host: env.HOST,
    port: env.GATEWAY_PORT ?? env.PORT ?? DEFAULT_PORTS.gateway,
    services: {
      identity: env.SERVICE_URL_IDENTITY,
      academics: env.SERVICE_URL_ACADEMICS,
      messaging: env.SERVICE_URL_MESSAGING,
      voice: env.SERVICE_URL_VOICE,
      reports: env.SERVICE_URL_REPORTS,
      delivery: env.SERVICE_URL_DELIVERY,
    } satisfies Record<ServiceName, string>,
    /** How long the gateway waits on an upstream: a new connection, then the answer (ms). */
    upstreamTimeouts: {
      connectMs: env.GATEWAY_CONNECT_TIMEOUT_MS,
      answerMs: env.GATEWAY_UPSTREAM_TIMEOUT_MS,
    },
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        env[`REMOTE_URL_${name.toUpperCase()}` as `REMOTE_URL_${Uppercase<RemoteName>}`],
      ]),
    ) as Record<RemoteName, string>,
    /** Origins an administrator may point a remote at (besides the gateway's own); the CSP admits exactly these. */
    remoteAllowedOrigins: env.REMOTE_ALLOWED_ORIGINS,
    shellDist: path.resolve(env.SHELL_DIST),
    shellPrerender: path.resolve(
      env.SHELL_PRERENDER ?? prerenderBundleBeside(path.resolve(env.SHELL_DIST)),
    ),
    homeFragmentPrerender: path.resolve(env.HOME_FRAGMENT_PRERENDER),
    internalSecret: env.INTERNAL_SECRET,
    demoMode: env.DEMO_MODE,
    logLevel: env.LOG_LEVEL,
    nodeEnv: env.NODE_ENV,
    trustProxy: env.TRUST_PROXY,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, channelPrefix: env.REDIS_CHANNEL_PREFIX } : null,
    /** GET /ready answers 503 while one of these is not ready. */
    requiredServices: env.GATEWAY_REQUIRED_SERVICES,
    /** Request rate limits (decision 027); in Redis when `redis` is set. */
    rateLimits: rateLimitConfigOf(env),
  }));

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

/** Parses the environment once; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return parseEnv(gatewayEnvSchema, env);
}
