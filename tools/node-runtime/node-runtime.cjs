'use strict';
// Plain CommonJS with no dependencies: this file must run on whatever Node a machine has,
// before `npm install` has built anything, so it can say what is wrong or bring Node 24.

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The oldest Node the portal supports, and the LTS major it is tested on. */
const MINIMUM = '22.13.0';
const TESTED_MAJOR = 24;
const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Ignored by git (.gitignore: .tools/). */
const RUNTIME_DIR = path.join(REPO_ROOT, '.tools', `node-${TESTED_MAJOR}`);

function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text).trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

function isAtLeast(version, minimum) {
  const a = parseVersion(version);
  const b = parseVersion(minimum);
  if (!a || !b) return false;
  if (a.major !== b.major) return a.major > b.major;
  if (a.minor !== b.minor) return a.minor > b.minor;
  return a.patch >= b.patch;
}

/** The npm registry package that carries the official Node binary for this machine, or null. */
function runtimePackageName(platform = process.platform, arch = process.arch) {
  const platforms = { linux: 'linux', darwin: 'darwin' };
  const arches = { x64: 'x64', arm64: 'arm64' };
  if (!platforms[platform] || !arches[arch]) return null;
  return `node-${platforms[platform]}-${arches[arch]}`;
}

function installAdvice(version) {
  return [
    `The District 742 portal needs Node.js ${TESTED_MAJOR} LTS (at least ${MINIMUM}); this is Node ${version}.`,
    `Install Node ${TESTED_MAJOR} LTS, for example with nvm (\`nvm install ${TESTED_MAJOR}\`; the repository's .nvmrc names it),`,
    `Volta, your distribution's package or a \`node:${TESTED_MAJOR}\` Docker image, then run the same command again.`,
  ].join('\n');
}

function binaryVersion(nodePath) {
  const result = spawnSync(nodePath, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function usableRuntime(dir) {
  const nodePath = path.join(dir, 'bin', 'node');
  if (!fs.existsSync(nodePath)) return null;
  const version = binaryVersion(nodePath);
  const parsed = version && parseVersion(version);
  return parsed && parsed.major === TESTED_MAJOR ? version : null;
}

/**
 * Brings Node 24 from the npm registry (`npm pack node-<os>-<arch>@24`, the official binary
 * repackaged) into .tools/node-24 once. Throws with the reason when it cannot.
 */
function fetchRuntime(pkg, env = process.env) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'd742-node-'));
  try {
    const npmCli = env.npm_execpath;
    const packArgs = ['pack', `${pkg}@${TESTED_MAJOR}`, '--pack-destination', work, '--silent'];
    const pack = npmCli
      ? spawnSync(process.execPath, [npmCli, ...packArgs], { encoding: 'utf8', env })
      : spawnSync('npm', packArgs, { encoding: 'utf8', env });
    if (pack.status !== 0) {
      throw new Error(
        `npm pack ${pkg}@${TESTED_MAJOR} failed: ${(pack.stderr || pack.error || '').toString().trim().split('\n').pop()}`,
      );
    }
    const tarball = fs.readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg}@${TESTED_MAJOR} produced no tarball`);
    const untar = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', work], {
      encoding: 'utf8',
    });
    if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed: ${untar.stderr.trim()}`);
    const unpacked = path.join(work, 'package');
    if (!usableRuntime(unpacked))
      throw new Error(`${tarball} holds no working Node ${TESTED_MAJOR}`);
    fs.mkdirSync(path.dirname(RUNTIME_DIR), { recursive: true });
    fs.rmSync(RUNTIME_DIR, { recursive: true, force: true });
    fs.renameSync(unpacked, RUNTIME_DIR);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Which Node to run on: the current one when it is new enough, else Node 24 in .tools/
 * (fetched once). Returns { binDir, version } where binDir is null for the current Node,
 * or { error } with advice for a person.
 */
function resolveRuntime({ current = process.version, env = process.env } = {}) {
  if (isAtLeast(current, MINIMUM)) return { binDir: null, version: current };
  const advice = installAdvice(current.replace(/^v/, ''));
  if (env.D742_NODE_DOWNLOAD === '0') return { error: advice };
  const pkg = runtimePackageName();
  if (!pkg)
    return {
      error: `${advice}\n(No Node ${TESTED_MAJOR} package of the npm registry fits ${process.platform}-${process.arch}.)`,
    };
  let version = usableRuntime(RUNTIME_DIR);
  if (!version) {
    try {
      fetchRuntime(pkg, env);
    } catch (err) {
      return {
        error: `${advice}\n(Bringing Node ${TESTED_MAJOR} from the npm registry did not work: ${err.message})`,
      };
    }
    version = usableRuntime(RUNTIME_DIR);
  }
  return {
    binDir: path.join(RUNTIME_DIR, 'bin'),
    version,
    notice: `[node] Node ${current} is older than ${MINIMUM}: running on Node ${version} from ${path.relative(REPO_ROOT, RUNTIME_DIR)} (npm package ${pkg}@${TESTED_MAJOR}).`,
  };
}

function withBinDir(env, binDir) {
  if (!binDir) return env;
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH || ''}` };
}

module.exports = {
  MINIMUM,
  TESTED_MAJOR,
  RUNTIME_DIR,
  parseVersion,
  isAtLeast,
  runtimePackageName,
  installAdvice,
  resolveRuntime,
  withBinDir,
};
