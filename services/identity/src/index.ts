import { connectMongo, createLogger, runService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { PURGE_INTERVAL_MS } from './policies';
import { prepareDatabase } from './prepare-database';
import { purgeExpired } from './purge';
import { seedDemoData } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('identity', config.logLevel);
  const connection = await connectMongo(config.mongodbUri, logger);
  await prepareDatabase(connection, config);
  if (config.demoMode) {
    await seedDemoData(connection, config);
    logger.info('demo accounts and access code seeded');
  }

  const purge = setInterval(() => {
    purgeExpired(connection).then(
      ({ sessions }) => sessions > 0 && logger.info({ sessions }, 'purged expired sessions'),
      (err: unknown) => logger.warn({ err }, 'session purge failed'),
    );
  }, PURGE_INTERVAL_MS);
  purge.unref();

  await runService({
    name: 'identity',
    app: createApp({ connection, config, logger }),
    host: config.host,
    port: config.port,
    logger,
    onShutdown: [
      async () => clearInterval(purge),
      () => connection.close(),
    ],
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
