import { spawn } from 'node:child_process';
import { stopChild, trackChild } from './child-registry';
import type { Log } from './types';
import { waitForPing } from './wait-ready';

export interface SpawnedServer {
  uri: string;
  /** The server's process id (fault tests kill it). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Starts a database binary listening on 127.0.0.1:`port`, waits until it answers a ping and returns
 * its URI. On failure the child is killed and the error carries the tail of its output.
 */
export async function spawnServer(opts: {
  label: string;
  bin: string;
  args: string[];
  /** Extra environment (secrets go here rather than into the command line others can read). */
  env?: NodeJS.ProcessEnv;
  port: number;
  log: Log;
  /** Output lines worth showing even when all goes well (errors). */
  important?: RegExp;
}): Promise<SpawnedServer> {
  const uri = `mongodb://127.0.0.1:${opts.port}`;
  const child = spawn(opts.bin, opts.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
    env: opts.env ? { ...process.env, ...opts.env } : process.env,
  });
  trackChild(child);
  const tail: string[] = [];
  let spawnError: Error | undefined;
  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 30) tail.shift();
      if (opts.important?.test(line)) opts.log(`[${opts.label}] ${line}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  child.on('error', (error) => {
    spawnError = error;
  });
  const describeTail = (): string => (tail.length ? `\n${tail.slice(-10).join('\n')}` : '');

  try {
    await waitForPing(uri, {
      aborted: () => {
        if (spawnError) return `${opts.label} could not be started: ${spawnError.message}`;
        if (child.exitCode !== null || child.signalCode !== null) {
          return `${opts.label} exited early (code ${child.exitCode ?? child.signalCode})${describeTail()}`;
        }
        return undefined;
      },
    });
  } catch (error) {
    await stopChild(child, 1000);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      message.includes(opts.label) ? message : `${opts.label}: ${message}${describeTail()}`,
      {
        cause: error,
      },
    );
  }
  return { uri, pid: child.pid, stop: () => stopChild(child) };
}
