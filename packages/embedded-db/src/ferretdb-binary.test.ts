import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureFerretDB, ferretdbCandidates, ferretdbWorks } from './ferretdb-binary';

jest.setTimeout(60_000);

describe('ensureFerretDB()', () => {
  const saved = process.env.FERRETDB_BIN;
  let scratch: string;

  beforeEach(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'd742-ferretdb-test-'));
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.FERRETDB_BIN;
    else process.env.FERRETDB_BIN = saved;
    rmSync(scratch, { recursive: true, force: true });
  });

  it('returns a binary that answers --version', async () => {
    const bin = await ensureFerretDB();
    expect(await ferretdbWorks(bin)).toBe(true);
  });

  it('looks at FERRETDB_BIN first but skips a binary that does not run', async () => {
    const broken = path.join(scratch, 'ferretdb');
    writeFileSync(broken, '#!/bin/sh\necho "panic: version.txt missing" >&2\nexit 2\n', {
      mode: 0o755,
    });
    process.env.FERRETDB_BIN = broken;
    expect(ferretdbCandidates()[0]).toBe(broken);
    expect(await ferretdbWorks(broken)).toBe(false);
    expect(await ensureFerretDB()).not.toBe(broken);
  });
});
