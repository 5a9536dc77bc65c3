import { spawn, type ChildProcess } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  pid: number | undefined;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  name: string;
  entry: string;
  args?: string[];
  env: NodeJS.ProcessEnv;
  /** Called with each output line of the child, already prefixed with its name. */
  onLine: (line: string) => void;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A crash of the launcher must not leave servers behind: kill every child by pid on exit. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of live) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
  });
}

function pipeLines(stream: NodeJS.ReadableStream | null, emit: (line: string) => void): void {
  if (!stream) return;
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      emit(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
    }
  });
  stream.on('end', () => buffer && emit(buffer));
}

export function spawnNode(opts: SpawnOptions): ManagedProcess {
  installExitHook();
  const child = spawn(process.execPath, [opts.entry, ...(opts.args ?? [])], {
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const prefix = `[${opts.name}]`;
  pipeLines(child.stdout, (l) => opts.onLine(`${prefix} ${l}`));
  pipeLines(child.stderr, (l) => opts.onLine(`${prefix} ${l}`));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      live.delete(child);
      resolve(code);
    });
    child.on('error', (err) => {
      opts.onLine(`${prefix} failed to start: ${err.message}`);
      live.delete(child);
      resolve(null);
    });
  });
  return {
    name: opts.name,
    pid: child.pid,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.pid && child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}
