import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestDatabase } from '@d742/service-testing';
import { main } from './cli';
import { detectBackend, openDistrictDatabase } from './database';
import { SQLITE_MAX_STUDENTS } from './generate';

/** What the command printed to stderr. */
async function run(argv: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const code = await main(argv);
    return {
      code,
      stderr: err.mock.calls.map((c) => c.join(' ')).join('\n'),
      stdout: out.mock.calls.map((c) => c.join(' ')).join('\n'),
    };
  } finally {
    err.mockRestore();
    out.mockRestore();
  }
}

describe('npm run generate (the command)', () => {
  it('should exit 2 with the reason and the usage on bad arguments', async () => {
    const missing = await run([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/generate: --students is required/);
    expect(missing.stderr).toMatch(/Usage: npm run generate -- --students <N>/);
    const bad = await run(['--students', 'ten']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--students must be a whole number from 1 to 100,000, not "ten"/);
  });

  it('should print the usage for --help and exit 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--mongodb-uri URI/);
  });

  it('should write the run as JSON with --report: the rows it wrote per collection', async () => {
    const db = await startTestDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'd742-generate-'));
    try {
      const report = path.join(dir, 'run.json');
      const done = await run([
        '--students',
        '3',
        '--seed',
        'report',
        '--mongodb-uri',
        db.uri('unused'),
        '--report',
        report,
      ]);
      expect(done.code).toBe(0);
      expect(done.stdout).toMatch(/Rows this run wrote/);
      const result = JSON.parse(await readFile(report, 'utf8')) as {
        status: string;
        countedIn: string;
        counts: Record<string, number>;
        rowsWritten: number;
      };
      expect(result).toMatchObject({ status: 'complete', countedIn: 'this run' });
      expect(result.counts.students).toBe(3);
      expect(result.counts.attendance_records).toBe(3 * 180);
      expect(Object.values(result.counts).reduce((n, c) => n + c, 0)).toBe(result.rowsWritten);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await db.stop();
    }
  });

  it('should exit 2 naming the measured reason when the backend cannot hold the size', async () => {
    const db = await startTestDatabase();
    try {
      const uri = db.uri('unused');
      const district = await openDistrictDatabase(uri, 'probe_');
      const backend = await detectBackend(district).finally(() => district.close());
      if (backend !== 'ferretdb-sqlite') return; // other engines hold it: it would generate
      const refused = await run([
        '--students',
        String(SQLITE_MAX_STUDENTS + 1),
        '--mongodb-uri',
        uri,
      ]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/Refusing 1,001 students on FerretDB with its SQLite backend/);
    } finally {
      await db.stop();
    }
  });
});
