import net from 'node:net';

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/** Asks the OS for a free loopback port (the child binds it right after; the race is accepted). */
export async function findFreePort(): Promise<number> {
  const port = await listenOnce(0);
  if (!port) throw new Error('Could not find a free port on 127.0.0.1');
  return port;
}

/** Fails fast when an explicit port is taken, so a ping can never reach some other server there. */
export async function assertPortFree(port: number): Promise<void> {
  try {
    await listenOnce(port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EADDRINUSE'
        ? `Port ${port} on 127.0.0.1 is already in use; choose another port or stop what is listening there.`
        : `Cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

export async function resolvePort(port: number | undefined): Promise<number> {
  if (!port) return findFreePort();
  await assertPortFree(port);
  return port;
}
