import http from 'node:http';
import type Koa from 'koa';
import type pino from 'pino';

export interface RunServiceOptions {
  name: string;
  app: Koa;
  host: string;
  port: number;
  logger: pino.Logger;
  /** Run after the server stops accepting requests (close database connections etc.). */
  onShutdown?: Array<() => Promise<void>>;
}

const FORCE_EXIT_MS = 10_000;

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function serverUrl(server: http.Server, host: string): string {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Listens, logs the URL and shuts down gracefully on SIGTERM/SIGINT (forced after 10 s). */
export async function runService(opts: RunServiceOptions): Promise<http.Server> {
  const server = http.createServer(opts.app.callback());
  await listen(server, opts.port, opts.host);
  opts.logger.info(
    { url: serverUrl(server, opts.host) },
    `${opts.name} listening on ${serverUrl(server, opts.host)}`,
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    opts.logger.info({ signal }, `${opts.name} shutting down`);
    setTimeout(() => {
      opts.logger.error(`${opts.name} did not stop within ${FORCE_EXIT_MS / 1000} s; forcing exit`);
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void closed
      .then(async () => {
        for (const task of opts.onShutdown ?? []) await task();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          opts.logger.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}
