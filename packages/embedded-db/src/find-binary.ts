import { accessSync, constants, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Like `which`: the first executable `name` on PATH. */
export function which(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export function homeDir(): string {
  return process.env.HOME || os.homedir();
}

/** The monorepo root: the nearest folder above this package whose package.json declares workspaces. */
export function findRepoRoot(start = __dirname): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces)
          return dir;
      } catch {
        // unreadable manifest: keep walking up
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Executables in `dir` whose names match `pattern`, newest version name last. */
export function listExecutables(dir: string, pattern: RegExp): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => pattern.test(name))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => path.join(dir, name))
      .filter(isExecutable);
  } catch {
    return [];
  }
}
