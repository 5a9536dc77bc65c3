import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion with a hard timeout (the child is killed when it passes). */
export function runCommand(
  bin: string,
  args: string[],
  opts: {
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs: number;
    onLine?: (line: string) => void;
    /** Run as this user (e.g. PostgreSQL's tools refuse to run as root). */
    user?: { uid: number; gid: number };
  },
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      ...opts.user,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      stderr += text;
      if (opts.onLine) for (const line of text.split(/\r?\n/)) if (line.trim()) opts.onLine(line);
    });
    const timer = setTimeout(() => {
      stderr += `\n(timed out after ${Math.round(opts.timeoutMs / 1000)} s)`;
      if (child.pid) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, opts.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export function lastLines(text: string, count = 8): string {
  return text.trim().split(/\r?\n/).slice(-count).join('\n');
}
