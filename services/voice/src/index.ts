import { connectMongo, createLogger, runService } from '@d742/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const logger = createLogger('voice', config.LOG_LEVEL);
  // Voice keeps no demo data yet, so DEMO_MODE seeds nothing here.
  const connection = await connectMongo(config.MONGODB_URI, logger);
  await runService({
    name: 'voice',
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
