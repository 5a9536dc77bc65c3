import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, homeDir, isExecutable, which } from './find-binary';
import { lastLines, runCommand } from './run-command';
import { noLog, type Log } from './types';

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
const FALLBACK_TOOLCHAIN = 'go1.24.3';
const MINUTE = 60_000;

function goPath(go: string | undefined): string {
  if (go) {
    try {
      const value = execFileSync(go, ['env', 'GOPATH'], {
        encoding: 'utf8',
        timeout: 10_000,
      }).trim();
      if (value) return value.split(path.delimiter)[0] ?? value;
    } catch {
      // fall through to Go's own default
    }
  }
  return path.join(homeDir(), 'go');
}

/** Where a FerretDB binary may live, in the order the architecture page gives. */
export function ferretdbCandidates(): string[] {
  const go = which('go');
  const repo = findRepoRoot();
  const list = [
    process.env.FERRETDB_BIN,
    which('ferretdb'),
    path.join(goPath(go), 'bin', 'ferretdb'),
    repo ? path.join(repo, '.tools', 'bin', 'ferretdb') : undefined,
  ];
  return [...new Set(list.filter((item): item is string => Boolean(item)))];
}

/** A FerretDB binary is usable when `--version` exits 0 (a binary without version.txt panics there). */
export async function ferretdbWorks(bin: string): Promise<boolean> {
  if (!isExecutable(bin)) return false;
  const result = await runCommand(bin, ['--version'], { timeoutMs: 15_000 });
  return result.code === 0 && result.stdout.includes('version');
}

export async function findFerretDB(): Promise<string | undefined> {
  for (const candidate of ferretdbCandidates()) {
    if (await ferretdbWorks(candidate)) return candidate;
  }
  return undefined;
}

function goEnv(toolchain?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GOFLAGS: '-buildvcs=false',
    CGO_ENABLED: process.env.CGO_ENABLED ?? '0',
  };
  if (toolchain) env.GOTOOLCHAIN = toolchain;
  return env;
}

async function tryGoInstall(go: string, target: string, log: Log): Promise<boolean> {
  const gobin = mkdtempSync(path.join(os.tmpdir(), 'd742-ferretdb-gobin-'));
  try {
    const result = await runCommand(
      go,
      ['install', `${FERRETDB_MODULE}/cmd/ferretdb@${FERRETDB_VERSION}`],
      {
        env: { ...goEnv(), GOBIN: gobin },
        timeoutMs: 10 * MINUTE,
      },
    );
    const built = path.join(gobin, 'ferretdb');
    if (result.code !== 0) {
      log(
        `go install failed, building from the module source instead:\n${lastLines(result.stderr, 4)}`,
      );
      return false;
    }
    if (!(await ferretdbWorks(built))) {
      log(
        'go install produced a binary that does not start (missing version.txt); building from the module source instead.',
      );
      return false;
    }
    installFile(built, target);
    return true;
  } finally {
    rmSync(gobin, { recursive: true, force: true });
  }
}

/** Builds from the module cache copy, adding the version.txt the proxy zip lacks. */
async function buildFromSource(
  go: string,
  target: string,
  log: Log,
  toolchain?: string,
): Promise<string | undefined> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'd742-ferretdb-src-'));
  try {
    const download = await runCommand(
      go,
      ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`],
      {
        cwd: scratch,
        env: goEnv(toolchain),
        timeoutMs: 10 * MINUTE,
      },
    );
    let moduleDir: string | undefined;
    try {
      moduleDir = (JSON.parse(download.stdout) as { Dir?: string }).Dir;
    } catch {
      moduleDir = undefined;
    }
    if (download.code !== 0 || !moduleDir) {
      return `go mod download failed:\n${lastLines(download.stderr || download.stdout)}`;
    }
    const source = path.join(scratch, 'src');
    cpSync(moduleDir, source, { recursive: true });
    makeWritable(source);
    writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    const output = path.join(scratch, 'ferretdb');
    const build = await runCommand(go, ['build', '-o', output, './cmd/ferretdb'], {
      cwd: source,
      env: goEnv(toolchain),
      timeoutMs: 15 * MINUTE,
    });
    if (build.code !== 0) return `go build failed:\n${lastLines(build.stderr)}`;
    if (!(await ferretdbWorks(output))) return 'the built FerretDB binary does not start';
    installFile(output, target);
    return undefined;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else chmodSync(full, 0o644);
  }
}

/** Copies next to the target, then renames: a concurrent reader never sees half a binary. */
function installFile(from: string, target: string): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  cpSync(from, temp);
  chmodSync(temp, 0o755);
  renameSync(temp, target);
}

async function withBuildLock<T>(target: string, log: Log, work: () => Promise<T>): Promise<T> {
  const lock = `${target}.build-lock`;
  mkdirSync(path.dirname(target), { recursive: true });
  const deadline = Date.now() + 30 * MINUTE;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > 30 * MINUTE) {
        rmdirSync(lock);
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for another FerretDB build (lock ${lock})`);
      log('Another process is building FerretDB; waiting...');
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Returns a working FerretDB binary, building it with Go into `$(go env GOPATH)/bin/ferretdb` on
 * first use. Throws a message naming the next option when there is neither a binary nor Go.
 */
export async function ensureFerretDB(opts: { log?: Log; target?: string } = {}): Promise<string> {
  const log = opts.log ?? noLog;
  if (!opts.target) {
    const existing = await findFerretDB();
    if (existing) return existing;
  }
  const go = which('go');
  if (!go) {
    throw new Error(
      'No FerretDB binary found (FERRETDB_BIN, PATH, ~/go/bin, .tools/bin) and Go is not installed to build one. ' +
        'Install Go (https://go.dev/dl) or set MONGODB_URI; otherwise mongodb-memory-server downloads MongoDB.',
    );
  }
  const target = opts.target ?? path.join(goPath(go), 'bin', 'ferretdb');
  return withBuildLock(target, log, async () => {
    if (await ferretdbWorks(target)) return target;
    log(`Building FerretDB ${FERRETDB_VERSION.slice(1)} with Go (first run only, ~1 minute)...`);
    if (await tryGoInstall(go, target, log)) {
      log(`FerretDB installed at ${target}`);
      return target;
    }
    let failure = await buildFromSource(go, target, log);
    if (failure) {
      log(`${failure}\nRetrying with GOTOOLCHAIN=${FALLBACK_TOOLCHAIN}...`);
      failure = await buildFromSource(go, target, log, FALLBACK_TOOLCHAIN);
    }
    if (failure) {
      throw new Error(
        `Could not build FerretDB ${FERRETDB_VERSION}: ${failure}\n` +
          'Set FERRETDB_BIN to a FerretDB 1.x binary or MONGODB_URI to a MongoDB server; otherwise mongodb-memory-server downloads MongoDB.',
      );
    }
    log(`FerretDB built at ${target}`);
    return target;
  });
}
