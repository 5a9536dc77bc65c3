import { connectMongo, createLogger, runService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedDemoData } from './seed';

async function main() {
  const config = loadConfig();
  const logger = createLogger('academics', config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGODB_URI, logger);
  if (config.DEMO_MODE) {
    const counts = await seedDemoData(connection);
    logger.info({ counts }, 'demo data seeded');
  }
  await runService({
    name: 'academics',
    app: createApp({ connection, config, logger }),
    host: config.HOST,
    port: config.port,
    logger,
    onShutdown: [() => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
