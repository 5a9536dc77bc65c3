import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A real redis-server (Debian package `redis-server`) on a free loopback port, in a throwaway folder. */
export interface TestRedis {
  url: string;
  port: number;
  /** The running server's pid. */
  pid(): number;
  /** Stops the server (SIGTERM to its pid) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`redis-server not ready in 10 s:\n${output}`)),
      10_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed: apt-get install redis-server')
          : error,
      ),
    );
    child.once('exit', (code) => fail(new Error(`redis-server exited (${code}):\n${output}`)));
    // Ready once it answers PING.
    const probe = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.write('PING\r\n');
      });
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().startsWith('+PONG')) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          child.removeAllListeners('error');
          resolve(child);
        } else setTimeout(probe, 50);
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(probe, 50);
      });
    };
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => (output += d));
    probe();
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(child.pid!, 'SIGTERM');
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd742-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  try {
    child = await launch(port, dir);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: () => child?.pid ?? 0,
    stop: async () => {
      if (child) await stopChild(child);
      child = null;
    },
    start: async () => {
      if (!child) child = await launch(port, dir);
    },
    dispose: async () => {
      if (child) await stopChild(child);
      child = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
