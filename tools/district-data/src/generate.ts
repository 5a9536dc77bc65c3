import { LIGHTEST_HASH_COST, hashSecret } from '@d742/identity-service/security/passwords';
import {
  addWritten,
  countRows,
  detectBackend,
  openDistrictDatabase,
  writeRows,
  type Backend,
  type DistrictDatabase,
  type Written,
} from './database';
import { planDistrict, type PlannedFamily } from './plan';
import {
  familyRows,
  sampleParent,
  schoolRows,
  staffNames,
  TARGETS,
  type AccountHashes,
  type Rows,
} from './rows';

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Insert batches in flight at once on MongoDB and FerretDB on PostgreSQL. Measured with 1,000
 * students on FerretDB on PostgreSQL on 2 cores: 11,200 rows/s one batch at a time, 12,700 with 3.
 */
const INSERT_LANES = 3;

/**
 * FerretDB on SQLite reads the whole collection for every filter but an exact `{_id}` (explain:
 * SCAN, filterPushdown false). Measured (issue 16): an indexed equality lookup takes 28-96 ms at
 * 2,000 rows and 0.8-2.8 s at 50,000; one parent's grades went from ~330 req/s to 504 after 15 s
 * with 50,000 other grade entries. Measured with this generator (decision 023): 1,000 students
 * are 42,000 grade entries and 180,000 attendance records, and one child's grades then took
 * 3.5-8 s and attendance 8-11 s straight from the database. 1,000 is where the brief of issue 16
 * draws the line; beyond it the run is refused, up to it a warning is printed.
 */
export const SQLITE_MAX_STUDENTS = 1_000;

/** Bad arguments or a size the database cannot hold: the CLI exits with code 2, nothing written. */
export class RefusedError extends Error {}

export interface GenerateOptions {
  uri: string;
  students: number;
  seed: string;
  /** The school year's first calendar year (2025 = 2025-2026). */
  year: number;
  /** Generate beyond what the backend holds well. */
  force?: boolean;
  log?: (line: string) => void;
  /** Aborting stops the run between two batches (Ctrl+C); running it again resumes. */
  signal?: AbortSignal;
  /** Database names are `<prefix><service>`; default 'd742_' (the stack's). */
  prefix?: string;
  /**
   * Cast and validate every row through the services' models before writing it (about twice as
   * slow); by default rows are written as built, which the tests prove is the same data.
   */
  validate?: boolean;
  /** Rows per write unit (a group of whole families); default 5,000. */
  batchRows?: number;
  /** Tests: runs before a unit's accounts are written (throwing simulates an interruption). */
  beforeAccounts?: (families: PlannedFamily[]) => void | Promise<void>;
}

export interface GenerateResult {
  status: 'complete' | 'stopped';
  backend: Backend;
  families: number;
  familiesDone: number;
  /** Rows inserted by this run (rows already there from an interrupted run are not counted). */
  rowsWritten: number;
  seconds: number;
  /** Rows per collection: what this run wrote, or when it resumed another, counted in the database. */
  counts: Record<string, number>;
  countedIn: 'this run' | 'the database';
  sample: { username: string; password: string; children: string[] };
}

interface RunDoc {
  _id: string;
  seed: string;
  students: number;
  year: number;
  families: number;
  sharedDone: boolean;
  familiesDone: number;
  startedAt: Date;
  completedAt: Date | null;
}

/** Why this many students cannot go on this backend, or null when they can. */
export function refusal(backend: Backend, students: number, force: boolean): string | null {
  if (backend !== 'ferretdb-sqlite' || students <= SQLITE_MAX_STUDENTS || force) return null;
  return (
    `Refusing ${fmt(students)} students on FerretDB with its SQLite backend (the embedded default): ` +
    `it reads the whole collection for every query but an exact _id lookup. Measured: at 1,000 ` +
    `students (42,000 grade entries, 180,000 attendance records) one child's grades took 3.5-8 s and ` +
    `attendance 8-11 s; at 50,000 rows an indexed lookup took 0.8-2.8 s (issue 16). More than ` +
    `${fmt(SQLITE_MAX_STUDENTS)} students would make every parent's page slower still. ` +
    `Use MongoDB or FerretDB on PostgreSQL (--mongodb-uri), or pass --force to generate anyway.`
  );
}

/** Every generated account of a kind shares one password (printed at the end), hashed once. */
export function passwords(seed: string) {
  return { parent: `Waalid-742-${seed}`, staff: `Macallin-742-${seed}` };
}

function rowCount(rows: Rows): number {
  return Object.values(rows).reduce((sum, docs) => sum + (docs?.length ?? 0), 0);
}

async function progressOf(
  db: DistrictDatabase,
  options: GenerateOptions,
  families: number,
): Promise<{ run: RunDoc; resumed: boolean }> {
  const runs = db.connections.generator.db!.collection<RunDoc>('runs');
  const existing = await runs.findOne({ _id: 'district' });
  if (existing) {
    const same =
      existing.seed === options.seed &&
      existing.students === options.students &&
      existing.year === options.year;
    if (!same) {
      throw new RefusedError(
        `This database already holds a generated district (seed ${existing.seed}, ${existing.students} students, ` +
          `year ${existing.year}). Generate into another database (--mongodb-uri) or drop the d742_* databases first.`,
      );
    }
    return { run: existing, resumed: true };
  }
  const run: RunDoc = {
    _id: 'district',
    seed: options.seed,
    students: options.students,
    year: options.year,
    families,
    sharedDone: false,
    familiesDone: 0,
    startedAt: new Date(),
    completedAt: null,
  };
  await runs.insertOne(run);
  return { run, resumed: false };
}

/**
 * Writes the district through the services' models, resumably: shared rows first, then whole
 * families in units (each unit's accounts last, then its progress), skipping rows an interrupted
 * run already wrote. Same seed, size and year → the same ids and rows.
 */
export async function generateDistrict(options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const plan = planDistrict(options.seed, options.students, options.year);
  const db = await openDistrictDatabase(options.uri, options.prefix);
  try {
    const backend = await detectBackend(db);
    const refused = refusal(backend, options.students, options.force ?? false);
    if (refused) throw new RefusedError(refused);
    if (backend === 'ferretdb-sqlite') {
      log(
        "[generate] note: FerretDB on SQLite reads whole collections; at 1,000 students a child's " +
          'grades took 3.5-8 s to read here. Use MongoDB or FerretDB on PostgreSQL for real sizes.',
      );
    }
    const { run, resumed } = await progressOf(db, options, plan.families.length);
    await db.prepare();
    const runs = db.connections.generator.db!.collection<RunDoc>('runs');
    const pw = passwords(options.seed);
    // The lightest cost identity accepts: the passwords are printed for anyone to use, and every
    // sign-in of a generated account (the bench signs in 60 per size) verifies this hash.
    const hashes: AccountHashes = {
      parent: await hashSecret(pw.parent, LIGHTEST_HASH_COST),
      staff: await hashSecret(pw.staff, LIGHTEST_HASH_COST),
    };
    log(
      `[generate] ${fmt(options.students)} students in ${fmt(plan.families.length)} families, ${plan.schools.length} schools, ` +
        `${fmt(plan.staff.length)} staff, ${fmt(plan.classes.length)} classes, school year ${plan.year.label}, seed ${options.seed} (${backend})`,
    );
    if (run.completedAt) log('[generate] this district is already complete; nothing to write.');
    else if (run.familiesDone > 0 || run.sharedDone)
      log(`[generate] resuming after ${fmt(run.familiesDone)} families`);

    const batchRows = options.batchRows ?? 5_000;
    const insertBatch = 1_000;
    // Batches in flight at once; SQLite takes one writer at a time, so one batch there.
    const lanes = backend === 'ferretdb-sqlite' ? 1 : INSERT_LANES;
    const written: Written = {};
    let rowsWritten = 0;
    const write = async (rows: Rows) => {
      const now = await writeRows(db, rows, {
        batchSize: insertBatch,
        concurrency: lanes,
        validate: options.validate ?? false,
      });
      addWritten(written, now);
      rowsWritten += Object.values(now).reduce((a, b) => a + b, 0);
    };
    if (!run.sharedDone) {
      await write(schoolRows(plan, hashes));
      await runs.updateOne({ _id: 'district' }, { $set: { sharedDone: true } });
    }
    const names = staffNames(plan);
    let done = run.completedAt ? plan.families.length : run.familiesDone;
    let lastLog = 0;
    let stopped = false;
    while (done < plan.families.length) {
      if (options.signal?.aborted) {
        stopped = true;
        break;
      }
      const unit: PlannedFamily[] = [];
      const rows: Rows = {};
      let size = 0;
      while (done + unit.length < plan.families.length && size < batchRows) {
        const family = plan.families[done + unit.length]!;
        const familyRowsOf = familyRows(plan, family, hashes, names);
        for (const [target, docs] of Object.entries(familyRowsOf)) {
          (rows[target as keyof Rows] ??= []).push(...(docs ?? []));
        }
        size += rowCount(familyRowsOf);
        unit.push(family);
      }
      const accounts = rows['identity.User'] ?? [];
      delete rows['identity.User'];
      await write(rows);
      await options.beforeAccounts?.(unit);
      await write({ 'identity.User': accounts });
      done += unit.length;
      await runs.updateOne({ _id: 'district' }, { $set: { familiesDone: done } });
      const now = Date.now();
      if (now - lastLog > 1_000 || done === plan.families.length) {
        lastLog = now;
        const seconds = (now - started) / 1000;
        log(
          `[generate] families ${fmt(done)}/${fmt(plan.families.length)} (${Math.floor((done * 100) / plan.families.length)}%), ` +
            `${fmt(rowsWritten)} rows, ${fmt(Math.round(rowsWritten / Math.max(seconds, 0.001)))} rows/s`,
        );
      }
    }
    if (!stopped && !run.completedAt)
      await runs.updateOne({ _id: 'district' }, { $set: { completedAt: new Date() } });
    const sample = sampleParent(plan);
    const seconds = (Date.now() - started) / 1000;
    // A run that started on an empty district wrote every row itself: its own tally is the
    // count. FerretDB counts a collection by reading all of it (about 80 s at 10,000 students),
    // so the database is asked only when this run resumed another.
    const counts = resumed
      ? await countRows(db)
      : Object.fromEntries(
          TARGETS.map((t) => [db.models[t].collection.collectionName, written[t] ?? 0]),
        );
    return {
      status: stopped ? 'stopped' : 'complete',
      backend,
      families: plan.families.length,
      familiesDone: done,
      rowsWritten,
      seconds,
      counts,
      countedIn: resumed ? 'the database' : 'this run',
      sample: {
        username: sample.parent.username,
        password: pw.parent,
        children: sample.children.map((c) => c.firstName),
      },
    };
  } finally {
    await db.close();
  }
}
