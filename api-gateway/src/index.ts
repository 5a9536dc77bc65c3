import { createLogger, runService } from '@d742/service-kit';
import { createGateway, LIVE_SOCKET_OPTIONS } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('api-gateway', config.logLevel);
  const gateway = createGateway({ config, logger });

  // Live sockets hold the HTTP server open: close them as soon as shutdown begins.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => void gateway.close());

  const server = await runService({
    name: 'api-gateway',
    app: gateway.app,
    host: config.host,
    port: config.port,
    logger,
  });
  gateway.app.ws.listen({ ...LIVE_SOCKET_OPTIONS, server });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
