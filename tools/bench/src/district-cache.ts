import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findFerretDB, findPostgresBinDir } from '@d742/embedded-db';
import { REPO_ROOT } from '@d742/stack';

/**
 * Generated districts kept between runs of the scale benchmark (decision 037). The generator is
 * deterministic (same seed and size → the same rows), and writing 10,000 students takes this
 * 2-core machine over five minutes, most of a bench run; the reads the benchmark measures do not
 * depend on who wrote the rows. So a generated database is kept as a fixture, under a key that
 * changes whenever anything that shapes it changes:
 * - every module of this repository the generator loads (its own code, the services' models and
 *   their schemas and indexes, the contracts they validate with), by content;
 * - the name and version of every installed package the generator loads (mongoose, the MongoDB
 *   driver, BSON…), so an unrelated change of package-lock.json keeps the districts;
 * - the database engine: the backend, the FerretDB binary (path, size, time) and PostgreSQL's
 *   binaries' folder (its major version);
 * - the seed and the size.
 * A changed key generates afresh and replaces the entry of the same backend, size and seed.
 * BENCH_SCALE_CACHE=0 turns the cache off (every run generates).
 */
export const DISTRICT_CACHE_DIR = path.join(REPO_ROOT, 'bench', '.cache', 'districts');

export interface CachedDistrict {
  /** The stack's database folder (`<dataDir>/db`) as the generator left it. */
  database: string;
  meta: DistrictMeta;
}

export interface DistrictMeta {
  key: string;
  backend: string;
  students: number;
  seed: string;
  generateSeconds: number;
  generatedAt: string;
  /** Rows per collection the generator wrote (its report; the stack's demo rows are not in it). */
  rows: Record<string, number>;
}

export function districtCacheEnabled(backend: string): boolean {
  // An external server (MONGODB_URI) is not ours to copy.
  return backend !== 'mongodb' && process.env.BENCH_SCALE_CACHE !== '0';
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;

/** Files of this repository (outside node_modules and the bench itself) loaded in this process. */
function loadedRepositoryModules(): string[] {
  const bench = path.join(REPO_ROOT, 'tools', 'bench') + path.sep;
  return Object.keys(require.cache)
    .filter(
      (file) =>
        file.startsWith(REPO_ROOT + path.sep) &&
        !file.includes(NODE_MODULES) &&
        !file.startsWith(bench),
    )
    .sort();
}

/** `name@version` of every installed package with a module loaded in this process. */
function loadedPackages(): string[] {
  const packages = new Set<string>();
  for (const file of Object.keys(require.cache)) {
    const at = file.lastIndexOf(NODE_MODULES);
    if (at < 0) continue;
    const rest = file.slice(at + NODE_MODULES.length).split(path.sep);
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    if (!name) continue;
    const root = file.slice(0, at + NODE_MODULES.length) + name;
    try {
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version?: string;
      };
      packages.add(`${name}@${version ?? '?'}`);
    } catch {
      packages.add(`${name}@?`);
    }
  }
  return [...packages].sort();
}

function fileStamp(file: string | undefined): string {
  if (!file) return 'none';
  try {
    const stat = fs.statSync(file);
    return `${file}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return `${file}:missing`;
  }
}

/**
 * The key of a district: see DISTRICT_CACHE_DIR. `generatorModules` names the modules that shape
 * the data; by default those this process has loaded (the bench imports @d742/district-data).
 */
export async function districtKey(
  backend: string,
  students: number,
  seed: string,
  generatorModules: readonly string[] = loadedRepositoryModules(),
  installedPackages: readonly string[] = loadedPackages(),
): Promise<string> {
  const hash = createHash('sha256');
  // What a kept entry holds beyond the generator's rows: PostgreSQL's planner statistics.
  hash.update('vacuumed and analyzed');
  hash.update(JSON.stringify({ backend, students, seed }));
  for (const file of generatorModules) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(installedPackages.join('\n'));
  hash.update(fileStamp(await findFerretDB()));
  hash.update(backend === 'postgresql' ? String(findPostgresBinDir()) : '');
  return hash.digest('hex').slice(0, 16);
}

const entryPrefix = (backend: string, students: number, seed: string) =>
  `${backend}-${students}-seed${seed}-`;

/** The kept district of this key, or undefined. */
export function findCachedDistrict(
  key: string,
  backend: string,
  students: number,
  seed: string,
  cacheDir = DISTRICT_CACHE_DIR,
): CachedDistrict | undefined {
  const entry = path.join(cacheDir, `${entryPrefix(backend, students, seed)}${key}`);
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(entry, 'meta.json'), 'utf8')) as DistrictMeta;
    const database = path.join(entry, 'db');
    if (meta.key !== key || !meta.rows || !fs.statSync(database).isDirectory()) return undefined;
    return { database, meta };
  } catch {
    return undefined;
  }
}

/**
 * Keeps `database` (a stopped stack's database folder, moved, not copied) as the district of
 * `meta`, replacing every older entry of the same backend, size and seed. The entry is written
 * under a temporary name and renamed, so an interrupted run never leaves a half entry behind.
 */
export function keepDistrict(
  database: string,
  meta: DistrictMeta,
  cacheDir = DISTRICT_CACHE_DIR,
): CachedDistrict {
  fs.mkdirSync(cacheDir, { recursive: true });
  const prefix = entryPrefix(meta.backend, meta.students, meta.seed);
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith(prefix) || old.startsWith(`.partial-${prefix}`)) {
      fs.rmSync(path.join(cacheDir, old), { recursive: true, force: true });
    }
  }
  const partial = path.join(cacheDir, `.partial-${prefix}${meta.key}`);
  fs.mkdirSync(partial);
  fs.renameSync(database, path.join(partial, 'db'));
  fs.writeFileSync(path.join(partial, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`);
  const entry = path.join(cacheDir, `${prefix}${meta.key}`);
  fs.renameSync(partial, entry);
  return { database: path.join(entry, 'db'), meta };
}
