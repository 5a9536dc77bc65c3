import type http from 'node:http';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type pino from 'pino';
import type { Clock } from './clock';
import { createLogger } from './logger';
import { connectMongo } from './mongo';
import { runService } from './run';
import type { ServiceConfig } from './service-config';

export interface ServiceContext<C extends ServiceConfig = ServiceConfig> {
  connection: Connection;
  config: C;
  logger: pino.Logger;
}

/** What a service's `createApp` takes: the boot context, and a clock that tests may replace. */
export interface ServiceDeps<C extends ServiceConfig = ServiceConfig> extends ServiceContext<C> {
  clock?: Clock;
}

export interface PeriodicJob<C extends ServiceConfig> {
  /** Named in the warning logged when a run fails. */
  name: string;
  everyMs: number;
  /** Also run once as soon as the service is ready (after seeding), not first after `everyMs`. */
  atStart?: boolean;
  run: (context: ServiceContext<C>) => Promise<void>;
  /** At shutdown, after its timer stops and before the connection closes: finish the run under way. */
  stop?: () => Promise<void>;
}

export interface BootServiceOptions<C extends ServiceConfig> {
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

export interface StartedService<C extends ServiceConfig> extends ServiceContext<C> {
  server: http.Server;
  /** What a shutdown signal does, minus exiting: close the server, stop jobs, close the connection. */
  stop: () => Promise<void>;
}

function startJob<C extends ServiceConfig>(
  job: PeriodicJob<C>,
  context: ServiceContext<C>,
): NodeJS.Timeout {
  const runOnce = () => {
    job.run(context).catch((err: unknown) => context.logger.warn({ err }, `${job.name} failed`));
  };
  if (job.atStart) runOnce();
  const timer = setInterval(runOnce, job.everyMs);
  timer.unref();
  return timer;
}

/**
 * Parses config, connects, prepares, seeds in demo mode, starts periodic jobs and listens with
 * graceful shutdown on SIGTERM/SIGINT.
 */
export async function startService<C extends ServiceConfig>(
  options: BootServiceOptions<C>,
): Promise<StartedService<C>> {
  const config = options.loadConfig();
  const logger = createLogger(options.name, config.logLevel);
  let closing = false;
  const connection = await connectMongo(config.mongodbUri, logger, () => closing);
  const context: ServiceContext<C> = { connection, config, logger };

  await options.prepare?.(context);
  if (config.demoMode && options.seed) {
    const counts = await options.seed(context);
    if (counts !== undefined) logger.info({ counts }, 'demo data seeded');
  }

  const timers = (options.jobs ?? []).map((job) => startJob(job, context));
  const onShutdown = [
    async () => {
      timers.forEach((timer) => clearInterval(timer));
      for (const job of options.jobs ?? []) await job.stop?.();
    },
    async () => {
      closing = true;
      await connection.close();
    },
  ];
  const server = await runService({
    name: options.name,
    app: options.createApp(context),
    host: config.host,
    port: config.port,
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
export async function bootService<C extends ServiceConfig>(
  options: BootServiceOptions<C>,
): Promise<void> {
  try {
    await startService(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
