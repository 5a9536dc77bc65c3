import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { passwords, SQLITE_MAX_STUDENTS } from '@d742/district-data';
import { findPostgresBinDir, forcedBackend, vacuumAnalyzeCluster } from '@d742/embedded-db';
import { REPO_ROOT, STACK_DATABASE_DIR } from '@d742/stack';
import { signIn } from './accounts';
import { BENCH_PORT_OFFSETS, startBenchStack, type BenchStack } from './bench-stack';
import {
  districtCacheEnabled,
  districtKey,
  findCachedDistrict,
  keepDistrict,
  type CachedDistrict,
} from './district-cache';
import { mergeResults } from './results-file';
import {
  PARENT_PAGES,
  TEACHER_PAGES,
  measurePage,
  type PageFigures,
  type SignedInClient,
} from './scale-load';
import { inPool } from './time-limit';

/**
 * District scale (issue 16): for each database backend this machine has and each size (students),
 * a fresh stack in demo mode, the district data generator fills it, then PARENTS signed-in parents
 * of the generated families load the home, grades, calendar, homework and messages pages through
 * the gateway twice: paced for SECONDS (each parent pausing THINK_MS after each page; every read's
 * own p50/p99, against the goal) and saturated for SATURATED_SECONDS (no pause: pages/s the
 * machine can serve). The generated districts are kept between runs (district-cache.ts).
 * Prints both beside the row counts and merges `scale` into bench/results.json. Figures, not
 * assertions; the goal (p99 ≤ 100 ms per read) is marked, never enforced.
 *
 * BENCH_SCALE_STUDENTS (default "1000,10000") and BENCH_SCALE_BACKENDS (default: the backend the
 * embedded database runs on this machine; "postgresql,sqlite" for both) choose the runs. With
 * MONGODB_URI set, that server is the only backend and its databases are overwritten by the
 * generator.
 */
const PARENTS = 50;
/**
 * Generated teachers signed in after the parents' pages, their pages measured paced only (the
 * latency a teacher waits), at the largest size of the run only: a teacher's reads cost what their
 * hundred-odd students have, whatever the district's size, and each size measured would add about
 * half a minute (BENCH_SCALE_TEACHERS, 0 leaves them out). One `$in` over those students once
 * made them seconds (decision 022, "a teacher's reads").
 */
const TEACHERS = Number(process.env.BENCH_SCALE_TEACHERS ?? 10);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
/**
 * The saturated run's length, shorter than the paced run's so the whole bench stays near ten
 * minutes: it gives the pages per second the machine can serve (every parent busy from the first
 * second), while the paced run keeps its 10 s for the per-read p99 the goal is about.
 */
const SATURATED_SECONDS = Number(process.env.BENCH_SCALE_SATURATED_SECONDS ?? 6);
/**
 * The pause of each parent after each page in the paced run: 50 parents each opening a page every
 * two seconds and a bit (about 20 pages a second offered), busier than parents reading what they
 * opened. The saturated run has no pause: it measures how many pages the machine can serve.
 */
const THINK_MS = Number(process.env.BENCH_SCALE_THINK_MS ?? 2000);
const REQUEST_TIMEOUT_MS = 30_000;
const GOAL_P99_MS = 100;
const SEED = '742';

interface ScaleRun {
  backend: string;
  students: number;
  generateSeconds?: number;
  /** Set when the district was kept from an earlier run (generateSeconds is that run's). */
  generatedAt?: string;
  rows?: Record<string, number>;
  /** 50 parents, no pause: what the machine can serve. */
  pages?: PageFigures[];
  /** 50 parents, THINK_MS after each page: the latency the goal is about. */
  paced?: PageFigures[];
  /** The teachers signed in (TEACHERS), THINK_MS after each page, after the parents' pages. */
  teachers?: number;
  teachersPaced?: PageFigures[];
  skipped?: string;
}

/**
 * The backend the embedded database picks here (decision 024): the one EMBEDDED_DB_BACKEND forces,
 * else FerretDB on PostgreSQL where it is installed, else on SQLite. SQLite beside PostgreSQL only when asked for: at 1,000 students it
 * never served a parent's first read in time (504 after the gateway's 15 s, every run since
 * 2026-11-26), and finding that again took about a minute of every run (decision 037).
 */
function defaultBackends(): string[] {
  if (process.env.MONGODB_URI) return ['mongodb'];
  return [forcedBackend() ?? (findPostgresBinDir() ? 'postgresql' : 'sqlite')];
}

function listFromEnv(name: string, fallback: string[]): string[] {
  const raw = process.env[name];
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
}

interface Generated {
  seconds: number;
  /** Rows per collection the generator wrote (its `--report`; the stack's demo rows are not in it). */
  rows: Record<string, number>;
}

/** Runs the district data generator (its own CLI, as an operator would) against `uri`. */
async function generate(uri: string, students: number): Promise<Generated> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd742-bench-generate-'));
  try {
    const report = path.join(dir, 'run.json');
    const t0 = performance.now();
    await runGenerator(uri, students, report);
    const seconds = (performance.now() - t0) / 1000;
    const result = JSON.parse(await readFile(report, 'utf8')) as {
      counts: Record<string, number>;
    };
    return { seconds, rows: result.counts };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runGenerator(uri: string, students: number, report: string): Promise<void> {
  const cli = path.join(REPO_ROOT, 'tools', 'district-data', 'dist', 'cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        '--students',
        String(students),
        '--seed',
        SEED,
        '--mongodb-uri',
        uri,
        '--report',
        report,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`generator exited with ${code}`)),
    );
  });
}

/** PARENTS generated parents spread over the families, each signed in with its first child. */
async function signInParents(stack: BenchStack, password: string): Promise<SignedInClient[]> {
  const client = await MongoClient.connect(stack.stack.database.uri);
  let usernames: string[];
  try {
    const users = client.db('d742_identity').collection('users');
    // The generated parents only (the demo seed's few are left out), spread over the families.
    const demo = new Set<string>(Object.values(DEMO_USERS).map((u) => u.username));
    const all = (
      await users
        .find({ role: 'parent' }, { projection: { username: 1 } })
        .sort({ _id: 1 })
        .toArray()
    )
      .map((u) => String(u.username))
      .filter((u) => !demo.has(u));
    const step = Math.max(1, Math.floor(all.length / PARENTS));
    usernames = all.filter((_, i) => i % step === 0).slice(0, PARENTS);
  } finally {
    await client.close();
  }
  return inPool(usernames, 5, async (username) => {
    const jar = await signIn(stack.stack.url, DEMO_ACCESS_CODE, { username, password });
    const res = await fetch(`${stack.stack.url}/api/students`, {
      headers: { cookie: jar.header() },
    });
    const children = (await res.json()) as { id: string }[];
    if (!res.ok || !children[0])
      throw new Error(`${username}: /api/students answered ${res.status}`);
    return { username, cookie: jar.header(), childId: children[0].id };
  });
}

/**
 * TEACHERS generated class teachers (the demo's left out; a nurse or an office has no class),
 * spread over the schools, each signed in.
 */
async function signInTeachers(stack: BenchStack, password: string): Promise<SignedInClient[]> {
  const client = await MongoClient.connect(stack.stack.database.uri);
  let usernames: string[];
  try {
    const classes = client.db('d742_academics').collection('classes');
    const teacherIds = [
      ...new Set(
        (
          await classes
            .find({}, { projection: { teacherId: 1 } })
            .sort({ _id: 1 })
            .toArray()
        ).map((c) => String(c.teacherId)),
      ),
    ];
    const demo = new Set<string>(Object.values(DEMO_USERS).map((u) => u.id));
    const generated = teacherIds.filter((id) => !demo.has(id));
    const step = Math.max(1, Math.floor(generated.length / TEACHERS));
    const chosen = generated.filter((_, i) => i % step === 0).slice(0, TEACHERS);
    const users = client.db('d742_identity').collection('users');
    usernames = await Promise.all(
      chosen.map(async (id) => {
        const user = await users.findOne(
          { _id: new ObjectId(id) },
          { projection: { username: 1 } },
        );
        if (!user) throw new Error(`no account for the teacher ${id}`);
        return String(user.username);
      }),
    );
  } finally {
    await client.close();
  }
  return inPool(usernames, 5, async (username) => {
    const jar = await signIn(stack.stack.url, DEMO_ACCESS_CODE, { username, password });
    return { username, cookie: jar.header(), childId: '' };
  });
}

/** Logs how long each phase of one run took, since the previous phase. */
function phaseLogger(backend: string, students: number): (what: string) => void {
  let last = performance.now();
  return (what) => {
    const now = performance.now();
    console.error(
      `[bench] scale ${backend} ${students}: ${what} in ${((now - last) / 1000).toFixed(1)} s`,
    );
    last = now;
  };
}

/**
 * The district to measure: kept from an earlier run when the cache holds it (decision 037),
 * otherwise generated in a stack of its own, which is then stopped and its database kept.
 */
async function cachedDistrict(backend: string, students: number): Promise<CachedDistrict> {
  const key = await districtKey(backend, students, SEED);
  const cached = findCachedDistrict(key, backend, students, SEED);
  if (cached) {
    console.error(
      `[bench] scale ${backend} ${students}: the district generated ${cached.meta.generatedAt} ` +
        `(key ${key}) is reused; BENCH_SCALE_CACHE=0 generates it again`,
    );
    return cached;
  }
  const bench = await startBenchStack(
    `scale-${backend}-${students}-generate`,
    BENCH_PORT_OFFSETS.scale,
    { throwawayData: true },
  );
  let kept: CachedDistrict | undefined;
  let generated: Generated | undefined;
  try {
    generated = await generate(bench.stack.database.uri, students);
    const phase = phaseLogger(backend, students);
    if (backend === 'postgresql') {
      await vacuumAnalyzeCluster(path.join(bench.dataDir, STACK_DATABASE_DIR));
      phase('VACUUM (ANALYZE)');
    }
  } finally {
    await bench.stop((database) => {
      if (!generated) return;
      kept = keepDistrict(database, {
        key,
        backend,
        students,
        seed: SEED,
        generateSeconds: generated.seconds,
        generatedAt: new Date().toISOString(),
        rows: generated.rows,
      });
    });
  }
  if (!kept) throw new Error('the generated district could not be kept');
  return kept;
}

async function runOne(
  backend: string,
  students: number,
  password: string,
  staffPassword: string | null,
): Promise<ScaleRun> {
  if (backend === 'sqlite' && students > SQLITE_MAX_STUDENTS) {
    return {
      backend,
      students,
      skipped: `the generator refuses > ${SQLITE_MAX_STUDENTS} on SQLite`,
    };
  }
  if (backend !== 'mongodb') process.env.EMBEDDED_DB_BACKEND = backend;
  const district = districtCacheEnabled(backend)
    ? await cachedDistrict(backend, students)
    : undefined;
  const phase = phaseLogger(backend, students);
  const bench = await startBenchStack(`scale-${backend}-${students}`, BENCH_PORT_OFFSETS.scale, {
    database: district?.database,
  });
  phase(district ? 'copied the kept district and started the stack' : 'started the stack');
  try {
    const uri = bench.stack.database.uri;
    const fresh = district ? undefined : await generate(uri, students);
    if (fresh) phase('generated the district');
    const generated = {
      generateSeconds: district?.meta.generateSeconds ?? fresh!.seconds,
      generatedAt: district?.meta.generatedAt,
    };
    const rows = district?.meta.rows ?? fresh!.rows;
    let parents: SignedInClient[];
    try {
      parents = await signInParents(bench, password);
      phase(`signed in ${parents.length} parents`);
    } catch (err) {
      // A figure, not a broken benchmark: the backend cannot serve a parent's first page in time.
      const reason = `parents could not sign in and load their children: ${(err as Error).message}`;
      return { backend, students, ...generated, rows, skipped: reason };
    }
    const pages: PageFigures[] = [];
    const paced: PageFigures[] = [];
    for (const page of PARENT_PAGES) {
      console.error(`[bench] scale ${backend} ${students}: ${page.name}...`);
      pages.push(
        await measurePage(bench.stack.url, parents, page, SATURATED_SECONDS, REQUEST_TIMEOUT_MS),
      );
      paced.push(
        await measurePage(bench.stack.url, parents, page, SECONDS, REQUEST_TIMEOUT_MS, THINK_MS),
      );
    }
    const teachersPaced: PageFigures[] = [];
    let teachers: SignedInClient[] = [];
    if (TEACHERS > 0 && staffPassword !== null) {
      phase("measured the parents' pages");
      teachers = await signInTeachers(bench, staffPassword);
      phase(`signed in ${teachers.length} teachers`);
      for (const page of TEACHER_PAGES) {
        console.error(`[bench] scale ${backend} ${students}: ${page.name}...`);
        teachersPaced.push(
          await measurePage(bench.stack.url, teachers, page, SECONDS, REQUEST_TIMEOUT_MS, THINK_MS),
        );
      }
    }
    return {
      backend,
      students,
      ...generated,
      rows,
      pages,
      paced,
      teachers: teachers.length,
      teachersPaced,
    };
  } finally {
    await bench.stop();
  }
}

const HOT_COLLECTIONS = [
  'grade_entries',
  'attendance_records',
  'assignments',
  'messages',
  'students',
  'users',
];

function formatRun(run: ScaleRun): string {
  if (run.skipped) {
    const total = Object.values(run.rows ?? {}).reduce((a, b) => a + b, 0);
    const rows = run.rows ? ` (${total.toLocaleString('en-US')} rows)` : '';
    return `\n${run.backend}, ${run.students} students${rows}: not measured (${run.skipped})`;
  }
  const rows = run.rows ?? {};
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  const named = HOT_COLLECTIONS.filter((c) => c in rows)
    .map((c) => `${c} ${rows[c]!.toLocaleString('en-US')}`)
    .join(', ');
  const num = (v: number, d: number, w: number) =>
    Number.isFinite(v) ? v.toFixed(d).padStart(w) : '-'.padStart(w);
  const goal = (p99: number) => (p99 <= GOAL_P99_MS ? 'met' : 'NOT met');
  const failed = (p: PageFigures) => (p.firstFailure ? ` (${p.firstFailure})` : '');
  /** A paced page's reads, each against the goal, then the whole page. */
  const pacedRows = (p: PageFigures) => [
    ...p.reads.map(
      (r) =>
        `  ${`${p.page}: ${r.read}`.padEnd(44)}${num(r.p50Ms, 1, 9)}${num(r.p99Ms, 1, 9)}${String(r.count).padStart(8)}  ${goal(r.p99Ms)}`,
    ),
    `  ${`${p.page}: whole page (${p.requestsPerPage} reads)`.padEnd(44)}${num(p.p50Ms, 1, 9)}${num(p.p99Ms, 1, 9)}` +
      `${String(p.loads).padStart(8)}  ${p.failures} failed${failed(p)}`,
  ];
  return [
    '',
    `${run.backend}, ${run.students.toLocaleString('en-US')} students: ${total.toLocaleString('en-US')} rows ` +
      `(${named}); generated in ${run.generateSeconds!.toFixed(0)} s` +
      (run.generatedAt ? ` (kept from ${run.generatedAt.slice(0, 16).replace('T', ' ')} UTC)` : ''),
    `  Paced: ${PARENTS} parents at once, each pausing ${THINK_MS / 1000} s after each page; every read on its own`,
    `  ${'page: read'.padEnd(44)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'reads'.padStart(8)}  goal p99 ≤ ${GOAL_P99_MS} ms`,
    ...run.paced!.flatMap(pacedRows),
    ...(run.teachersPaced?.length
      ? [
          `  Paced: ${run.teachers} teachers at once (after the parents), each pausing ${THINK_MS / 1000} s after each page`,
          ...run.teachersPaced.flatMap(pacedRows),
        ]
      : []),
    `  Saturated: ${PARENTS} parents at once, no pause (what the machine can serve)`,
    `  ${'page (reads)'.padEnd(18)}${'pages/s'.padStart(9)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}`,
    ...run.pages!.map(
      (p) =>
        `  ${`${p.page} (${p.requestsPerPage})`.padEnd(18)}${num(p.pagesPerSec, 1, 9)}${num(p.requestsPerSec, 1, 9)}` +
        `${num(p.p50Ms, 1, 9)}${num(p.p99Ms, 1, 9)}${String(p.failures).padStart(8)}${failed(p)}`,
    ),
  ].join('\n');
}

async function main(): Promise<number> {
  const backends = listFromEnv('BENCH_SCALE_BACKENDS', defaultBackends());
  const sizes = listFromEnv('BENCH_SCALE_STUDENTS', ['1000', '10000']).map(Number);
  const runs: ScaleRun[] = [];
  let failed = false;
  for (const backend of backends) {
    for (const students of sizes) {
      try {
        const withTeachers = students === Math.max(...sizes);
        const { parent, staff } = passwords(SEED);
        const run = await runOne(backend, students, parent, withTeachers ? staff : null);
        runs.push(run);
        console.log(formatRun(run));
      } catch (err) {
        failed = true;
        console.error(`[bench] scale ${backend} ${students} failed: ${(err as Error).message}`);
        runs.push({ backend, students, skipped: `failed: ${(err as Error).message}` });
      }
    }
  }
  console.log(
    `\n  ${PARENTS} parents at once, ${SECONDS} s per page paced and ${SATURATED_SECONDS} s saturated, through the gateway; ` +
      `${os.availableParallelism()} cores shared by the stack, the database and the load generator.\n`,
  );
  mergeResults('scale', {
    measuredAt: new Date().toISOString(),
    parents: PARENTS,
    teachers: TEACHERS,
    secondsPerPage: SECONDS,
    saturatedSecondsPerPage: SATURATED_SECONDS,
    thinkMs: THINK_MS,
    goalP99Ms: GOAL_P99_MS,
    runs,
  });
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
