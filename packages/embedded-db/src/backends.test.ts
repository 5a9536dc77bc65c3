import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { LOOKUP_INDEX_PREFIX } from './postgres-lookup-indexes';
import { SQLITE_CEILING_NOTE, startEmbeddedMongo } from './start';
import { ferretGcEnv } from './start-ferretdb';
import { findPostgresBinDir } from './start-postgres';
import { withClient } from './with-client';
import { withDatabase } from './with-database';

jest.setTimeout(120_000);

const hasPostgres = Boolean(findPostgresBinDir());
const backends = hasPostgres ? (['sqlite', 'postgresql'] as const) : (['sqlite'] as const);

/** Alive and not a zombie (an orphan nobody has reaped yet counts as gone). */
function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
}

const saved = {
  uri: process.env.MONGODB_URI,
  backend: process.env.EMBEDDED_DB_BACKEND,
  binDir: process.env.POSTGRES_BIN_DIR,
};
let dataDir: string;

beforeEach(() => {
  delete process.env.MONGODB_URI;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'd742-backend-test-'));
});

afterEach(() => {
  for (const [name, value] of [
    ['MONGODB_URI', saved.uri],
    ['EMBEDDED_DB_BACKEND', saved.backend],
    ['POSTGRES_BIN_DIR', saved.binDir],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(backends)('EMBEDDED_DB_BACKEND=%s', (backend) => {
  it('serves FerretDB on that backend, finds documents by a field, and keeps them across a restart', async () => {
    process.env.EMBEDDED_DB_BACKEND = backend;
    const lines: string[] = [];
    const first = await startEmbeddedMongo({ dataDir, log: (line) => lines.push(line) });
    expect(first).toMatchObject({ kind: 'ferretdb', storage: backend });
    expect(lines.includes(SQLITE_CEILING_NOTE)).toBe(backend === 'sqlite');
    // Go's collector set for FerretDB's allocations (decision 039), unless this run set its own.
    const environment = readFileSync(`/proc/${first.pid}/environ`, 'utf8').split('\0');
    expect(environment).toEqual(
      expect.arrayContaining(
        Object.entries(ferretGcEnv()).map(([name, value]) => `${name}=${value}`),
      ),
    );
    await withClient(withDatabase(first.uri, 'backend_test'), async (client) => {
      await client
        .db()
        .collection('grades')
        .insertMany([
          { studentId: 's1', score: 90 },
          { studentId: 's2', score: 70 },
        ]);
    });
    await first.stop();

    const second = await startEmbeddedMongo({ dataDir });
    try {
      expect(second.storage).toBe(backend);
      const found = await withClient(withDatabase(second.uri, 'backend_test'), (client) =>
        client.db().collection('grades').find({ studentId: 's2' }).toArray(),
      );
      expect(found).toMatchObject([{ studentId: 's2', score: 70 }]);
    } finally {
      await second.stop();
    }
  });
});

(hasPostgres ? describe : describe.skip)('FerretDB on PostgreSQL', () => {
  it('stops PostgreSQL with the stack: no server and no postmaster.pid are left', async () => {
    process.env.EMBEDDED_DB_BACKEND = 'postgresql';
    const db = await startEmbeddedMongo({ dataDir });
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(processAlive(pid)).toBe(true);
    await db.stop();
    expect(existsSync(pidFile)).toBe(false);
    expect(processAlive(pid)).toBe(false);
  });

  it('serves a lookup on an indexed field from an index, not by reading the whole collection', async () => {
    process.env.EMBEDDED_DB_BACKEND = 'postgresql';
    const db = await startEmbeddedMongo({ dataDir });
    try {
      await withClient(withDatabase(db.uri, 'lookup_test'), async (client) => {
        const grades = client.db().collection('grades');
        const students = Array.from({ length: 400 }, () => new ObjectId());
        await grades.insertMany(
          Array.from({ length: 8000 }, (_, i) => ({
            studentId: students[i % students.length],
            score: i % 100,
          })),
        );
        await grades.createIndex({ studentId: 1, score: -1 });
        const plan = async (filter: object) => JSON.stringify(await grades.find(filter).explain());
        const wanted = students[7]!;
        expect(await grades.countDocuments({ studentId: wanted })).toBe(20);
        const planned = await plan({ studentId: wanted });
        expect(planned).toContain('Bitmap Index Scan');
        expect(planned).toContain(LOOKUP_INDEX_PREFIX);
        expect(planned).not.toContain('Seq Scan');

        // Dropping the declared index drops its lookup index too: the read scans again.
        await grades.dropIndex('studentId_1_score_-1');
        expect(await plan({ studentId: wanted })).toContain('Seq Scan');
        expect(await grades.countDocuments({ studentId: wanted })).toBe(20);
      });
    } finally {
      await db.stop();
    }
  });

  it('narrows a lookup by every equality the index leads with, in the index, not by discarding rows', async () => {
    process.env.EMBEDDED_DB_BACKEND = 'postgresql';
    const db = await startEmbeddedMongo({ dataDir });
    try {
      await withClient(withDatabase(db.uri, 'lookup_keys_test'), async (client) => {
        const updates = client.db().collection('updates');
        const families = Array.from({ length: 40 }, () => new ObjectId().toHexString());
        const months = ['2026-09', '2026-10', '2026-11'];
        await updates.insertMany(
          Array.from({ length: 6000 }, (_, i) => ({
            familyIds: [families[i % families.length], families[(i + 1) % families.length]],
            month: months[i % months.length],
            createdAt: new Date(Date.UTC(2026, 8, 1) + i * 60_000),
          })),
        );
        await updates.createIndex({ familyIds: 1, month: 1, createdAt: -1, _id: -1 });
        const filter = { familyIds: families[3], month: '2026-11' };
        const planned = JSON.stringify(await updates.find(filter).explain());
        expect(planned).toContain(LOOKUP_INDEX_PREFIX);
        // Both equalities are conditions of the index scan: no row of another month is fetched.
        const indexCond = /"Index Cond":"((?:[^"\\]|\\.)*)"/.exec(planned)?.[1] ?? '';
        expect(indexCond).toContain('familyIds');
        expect(indexCond).toContain('month');
        expect(planned).not.toContain('Seq Scan');
        expect(await updates.countDocuments(filter)).toBe(100);
      });
    } finally {
      await db.stop();
    }
  });

  it('still serves on PostgreSQL without psql, saying reads will scan', async () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'd742-pg-bin-'));
    chmodSync(bin, 0o755); // PostgreSQL's programs run as the postgres user when we are root
    try {
      for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
        symlinkSync(path.join(findPostgresBinDir()!, tool), path.join(bin, tool));
      }
      process.env.EMBEDDED_DB_BACKEND = 'postgresql';
      process.env.POSTGRES_BIN_DIR = bin;
      const lines: string[] = [];
      const db = await startEmbeddedMongo({ dataDir, log: (line) => lines.push(line) });
      try {
        expect(db.storage).toBe('postgresql');
        expect(lines.join('\n')).toContain('psql is missing');
        const found = await withClient(withDatabase(db.uri, 'no_psql'), async (client) => {
          await client.db().collection('things').insertOne({ name: 'kept' });
          return client.db().collection('things').findOne({ name: 'kept' });
        });
        expect(found).toMatchObject({ name: 'kept' });
      } finally {
        await db.stop();
      }
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('recovers the cluster of a run that was killed (its PostgreSQL still running, postmaster.pid left)', async () => {
    const cli = spawn(
      process.execPath,
      [path.join(__dirname, '..', 'bin', 'd742-db.js'), 'start', '--data-dir', dataDir],
      {
        env: { ...process.env, EMBEDDED_DB_BACKEND: 'postgresql' },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const uri = await new Promise<string>((resolve, reject) => {
      cli.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()));
      cli.once('exit', (code) => reject(new Error(`d742-db exited early (${code})`)));
    });
    await withClient(withDatabase(uri, 'killed_run'), (client) =>
      client.db().collection('things').insertOne({ name: 'kept' }),
    );
    const orphan = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const ferretPid = Number(
      readFileSync(path.join(dataDir, 'ferretdb-state', 'ferretdb.pid'), 'utf8'),
    );
    cli.kill('SIGKILL');
    await new Promise((resolve) => cli.once('exit', resolve));
    expect(processAlive(orphan)).toBe(true);

    process.env.EMBEDDED_DB_BACKEND = 'postgresql';
    const next = await startEmbeddedMongo({ dataDir });
    try {
      expect(processAlive(orphan)).toBe(false);
      expect(processAlive(ferretPid)).toBe(false);
      const found = await withClient(withDatabase(next.uri, 'killed_run'), (client) =>
        client.db().collection('things').findOne({ name: 'kept' }),
      );
      expect(found).toMatchObject({ name: 'kept' });
    } finally {
      await next.stop();
    }
  });
});

describe('EMBEDDED_DB_BACKEND', () => {
  it('refuses a backend it does not know, naming the ones it does', async () => {
    process.env.EMBEDDED_DB_BACKEND = 'oracle';
    await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(
      'EMBEDDED_DB_BACKEND must be one of postgresql, sqlite',
    );
  });
});
