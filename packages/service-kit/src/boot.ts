import type http from 'node:http';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type pino from 'pino';
import type { ServiceEnv } from './env';
import { createLogger } from './logger';
import { connectMongo } from './mongo';
import { runService } from './run';

/** What booting needs from a service's parsed configuration. */
export interface BootSettings {
  host: string;
  port: number;
  mongodbUri: string;
  demoMode: boolean;
  logLevel: string;
}

/** Configuration parsed with `serviceEnvSchema` plus the service's resolved port. */
export type StandardServiceConfig = Pick<
  ServiceEnv,
  'HOST' | 'MONGODB_URI' | 'DEMO_MODE' | 'LOG_LEVEL'
> & { port: number };

export interface ServiceContext<C> {
  connection: Connection;
  config: C;
  logger: pino.Logger;
}

export interface PeriodicJob<C> {
  /** Named in the warning logged when a run fails. */
  name: string;
  everyMs: number;
  run: (context: ServiceContext<C>) => Promise<void>;
}

interface BootServiceBaseOptions<C> {
  name: string;
  /** Parses the environment; throws listing every bad variable. */
  loadConfig: () => C;
  createApp: (context: ServiceContext<C>) => Koa;
  /** Runs after connecting and before seeding, e.g. indexes or stored settings. */
  prepare?: (context: ServiceContext<C>) => Promise<void>;
  /** Runs only in demo mode; a returned value is logged as the seeded counts. */
  seed?: (context: ServiceContext<C>) => Promise<unknown>;
  /** Started once the database is ready; stopped at shutdown before the connection closes. */
  jobs?: readonly PeriodicJob<C>[];
}

/** `settings` may be left out when the config is a `StandardServiceConfig`. */
export type BootServiceOptions<C> = BootServiceBaseOptions<C> &
  ([C] extends [StandardServiceConfig]
    ? { settings?: (config: C) => BootSettings }
    : { settings: (config: C) => BootSettings });

export interface StartedService<C> extends ServiceContext<C> {
  server: http.Server;
  /** What a shutdown signal does, minus exiting: close the server, stop jobs, close the connection. */
  stop: () => Promise<void>;
}

export function standardSettings(config: StandardServiceConfig): BootSettings {
  return {
    host: config.HOST,
    port: config.port,
    mongodbUri: config.MONGODB_URI,
    demoMode: config.DEMO_MODE,
    logLevel: config.LOG_LEVEL,
  };
}

function startJob<C>(job: PeriodicJob<C>, context: ServiceContext<C>): NodeJS.Timeout {
  const timer = setInterval(() => {
    job.run(context).catch((err: unknown) => context.logger.warn({ err }, `${job.name} failed`));
  }, job.everyMs);
  timer.unref();
  return timer;
}

/**
 * Parses config, connects, prepares, seeds in demo mode, starts periodic jobs and listens with
 * graceful shutdown on SIGTERM/SIGINT.
 */
export async function startService<C>(options: BootServiceOptions<C>): Promise<StartedService<C>> {
  const config = options.loadConfig();
  const toSettings =
    options.settings ?? (standardSettings as unknown as (config: C) => BootSettings);
  const settings = toSettings(config);
  const logger = createLogger(options.name, settings.logLevel);
  const connection = await connectMongo(settings.mongodbUri, logger);
  const context: ServiceContext<C> = { connection, config, logger };

  await options.prepare?.(context);
  if (settings.demoMode && options.seed) {
    const counts = await options.seed(context);
    if (counts !== undefined) logger.info({ counts }, 'demo data seeded');
  }

  const timers = (options.jobs ?? []).map((job) => startJob(job, context));
  const onShutdown = [
    async () => timers.forEach((timer) => clearInterval(timer)),
    () => connection.close(),
  ];
  const server = await runService({
    name: options.name,
    app: options.createApp(context),
    host: settings.host,
    port: settings.port,
    logger,
    onShutdown,
  });
  return {
    ...context,
    server,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const task of onShutdown) await task();
    },
  };
}

/** A service's whole `index.ts`: starts it, or prints why it cannot start and exits with 1. */
export async function bootService<C>(options: BootServiceOptions<C>): Promise<void> {
  try {
    await startService(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
