import type { ChildProcess } from 'node:child_process';

// Shared through a global so several copies of this module (jest gives each test file its own)
// install the exit hooks once.
const REGISTRY = Symbol.for('d742.embedded-db.children');
type Registry = {
  children: Set<ChildProcess>;
  /** Servers that are not our children (pg_ctl daemonises PostgreSQL): pid → signal that stops it. */
  daemons?: Map<number, NodeJS.Signals>;
  hooked: boolean;
};
const registry: Registry = ((globalThis as Record<symbol, unknown>)[REGISTRY] as
  Registry | undefined) ?? {
  children: new Set<ChildProcess>(),
  hooked: false,
};
(globalThis as Record<symbol, unknown>)[REGISTRY] = registry;
const children = registry.children;
const daemons = (registry.daemons ??= new Map<number, NodeJS.Signals>());

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function killAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      signalPid(child.pid, signal);
    }
  }
  for (const [pid, daemonSignal] of daemons) signalPid(pid, daemonSignal);
}

function onSignal(signal: NodeJS.Signals): void {
  // Installing a listener cancels Node's default exit. When someone else also handles the signal
  // (e.g. a graceful server shutdown), let them finish; the 'exit' hook then stops the children.
  if (process.listenerCount(signal) > 1) return;
  killAll('SIGTERM');
  process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);
}

function hook(): void {
  if (registry.hooked) return;
  registry.hooked = true;
  process.on('exit', () => killAll('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, onSignal);
  }
}

/** Remembers a child so it dies with this process. */
export function trackChild(child: ChildProcess): void {
  hook();
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/**
 * Remembers a server process that is not our child (a daemon such as the PostgreSQL postmaster) so
 * it gets `signal` if this process exits without stopping it. Returns the function that forgets it.
 */
export function trackDaemon(pid: number, signal: NodeJS.Signals): () => void {
  hook();
  daemons.set(pid, signal);
  return () => {
    daemons.delete(pid);
  };
}

/** Stops a child by pid: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  children.delete(child);
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      signalPid(child.pid, 'SIGKILL');
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
