import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Schema, type Connection } from 'mongoose';
import { startThrowawayDatabase, type ThrowawayDatabase } from '@d742/embedded-db';
import { captureQueries, currentSender, senderFromFrames } from './capture';
import { findUncovered, type CapturedQuery } from './coverage';
import { CAPTURE_DIR_ENV } from './jest/capture-dir';
import globalTeardown from './jest/global-teardown';

const repo = path.resolve(__dirname, '..', '..', '..');

interface GradeDoc {
  studentId: string;
  grade: string;
  recordedAt: Date;
}
const gradeSchema = new Schema<GradeDoc>(
  { studentId: String, grade: String, recordedAt: Date },
  { collection: 'grades' },
);
gradeSchema.index({ studentId: 1, recordedAt: -1, _id: -1 });

describe("mongoose's debug hook on a real database", () => {
  let db: ThrowawayDatabase;
  let connection: Connection;
  const captured: CapturedQuery[] = [];

  beforeAll(async () => {
    db = await startThrowawayDatabase();
    // This file's own hook replaces the preset's, so the uncovered query below fails only here.
    captureQueries(
      mongoose,
      (q) => captured.push(q),
      () => currentSender(repo),
    );
    connection = await mongoose.createConnection(db.uri('query_index_test')).asPromise();
  });
  afterAll(async () => {
    mongoose.set('debug', false);
    await connection?.close();
    await db?.stop();
  });

  it('records a covered and an uncovered query with the declared indexes, and flags only the uncovered', async () => {
    const Grade = connection.model('Grade', gradeSchema);
    await Grade.create({ studentId: 's1', grade: 'A', recordedAt: new Date() });
    const mine = await Grade.find({ studentId: 's1' }).sort({ recordedAt: -1, _id: -1 }).lean();
    const everyA = await Grade.countDocuments({ grade: 'A' });
    await Grade.aggregate([{ $match: { grade: 'A' } }, { $sort: { recordedAt: -1 } }]);
    expect(mine).toHaveLength(1);
    expect(everyA).toBe(1);

    const reads = captured.filter((q) => q.collection === 'grades');
    expect(reads.map((q) => q.operation).sort()).toEqual(['aggregate', 'countDocuments', 'find']);
    expect(reads[0]?.indexes).toEqual([
      {
        keys: [
          { field: 'studentId', direction: 1 },
          { field: 'recordedAt', direction: -1 },
          { field: '_id', direction: -1 },
        ],
        unique: false,
      },
    ]);
    // Sent from this file, so the real run would not check it; here it is checked on purpose.
    expect(reads.every((q) => q.byTest && q.source?.startsWith('packages/query-index/'))).toBe(
      true,
    );
    const uncovered = findUncovered(
      reads.map((q) => ({ ...q, byTest: false })),
      [],
    );
    expect(uncovered.map((u) => [u.model, u.shape, u.operations])).toEqual([
      ['Grade', '{ grade: = }', ['countDocuments']],
      ['Grade', '{ grade: = } sort {recordedAt: -1}', ['aggregate']],
    ]);
  });
});

describe('who sent a query', () => {
  it('is the first frame of our own source; tests and testing helpers are test code', () => {
    const frames = (file: string) => [
      { file: '/r/node_modules/mongoose/lib/collection.js', name: 'find' },
      { file: '/r/packages/query-index/src/capture.ts', name: 'sender' },
      { file, name: 'listForStudent' },
    ];
    expect(senderFromFrames(frames('/r/services/a/src/repositories/g.ts'), '/r')).toEqual({
      source: 'services/a/src/repositories/g.ts (listForStudent)',
      byTest: false,
    });
    expect(senderFromFrames(frames('/r/services/a/src/g.test.ts'), '/r').byTest).toBe(true);
    expect(senderFromFrames(frames('/r/services/a/src/testing-app.ts'), '/r').byTest).toBe(true);
    expect(senderFromFrames(frames('/elsewhere/x.ts'), '/r')).toEqual({ byTest: false });
  });
});

describe("the run's end", () => {
  const write = (queries: CapturedQuery[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'd742-queries-test-'));
    writeFileSync(path.join(dir, '1.jsonl'), queries.map((q) => JSON.stringify(q)).join('\n'));
    return dir;
  };
  const query = (filter: Record<string, unknown>): CapturedQuery => ({
    collection: 'grades',
    model: 'Grade',
    operation: 'find',
    indexes: [{ keys: [{ field: 'studentId', direction: 1 }] }],
    filter: { equality: Object.keys(filter), range: [] },
    sort: [],
    source: 'services/x/src/repositories/grades.ts (list)',
  });
  const saved = process.env[CAPTURE_DIR_ENV];
  afterEach(() => {
    process.env[CAPTURE_DIR_ENV] = saved;
  });

  it('fails naming the uncovered query and passes when all are covered', () => {
    process.env[CAPTURE_DIR_ENV] = write([query({ studentId: 1 }), query({ grade: 1 })]);
    expect(() => globalTeardown()).toThrow(
      /1 query shape\(s\)[\s\S]*Grade \(grades\) find \{ grade: = \}[\s\S]*services\/x\/src\/repositories\/grades.ts \(list\)/,
    );
    process.env[CAPTURE_DIR_ENV] = write([query({ studentId: 1 })]);
    expect(() => globalTeardown()).not.toThrow();
  });
});
