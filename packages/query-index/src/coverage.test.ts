import {
  countChecked,
  findUncovered,
  formatUncovered,
  indexesServe,
  type CapturedQuery,
} from './coverage';
import { describeShape, filterShape, keyParts, type DeclaredIndex } from './shape';

const index = (keys: Record<string, 1 | -1>, unique = false): DeclaredIndex => ({
  keys: keyParts(keys),
  unique,
});
const serves = (filter: object, sort: object | undefined, ...indexes: DeclaredIndex[]) =>
  indexesServe({ filter: filterShape(filter), sort: keyParts(sort) }, indexes);

const grades = index({ studentId: 1, recordedAt: -1, _id: -1 });

describe('which index serves which query', () => {
  it('serves equality on the leading key, with the sort that follows in either direction', () => {
    expect(serves({ studentId: 'a' }, { recordedAt: -1, _id: -1 }, grades)).toBe(true);
    expect(serves({ studentId: 'a' }, { recordedAt: 1, _id: 1 }, grades)).toBe(true);
    expect(serves({ studentId: 'a' }, undefined, grades)).toBe(true);
    expect(serves({ studentId: { $eq: 'a' } }, { recordedAt: -1 }, grades)).toBe(true);
  });

  it('serves a bound on the sort key, or on a key after the sort', () => {
    const range = { studentId: 'a', recordedAt: { $gte: new Date(0), $lt: new Date() } };
    expect(serves(range, { recordedAt: -1, _id: -1 }, grades)).toBe(true);
    const jobs = index({ state: 1, runAt: 1, _id: 1, leaseUntil: 1 });
    expect(serves({ state: 'sending', leaseUntil: { $lte: 1 } }, { runAt: 1, _id: 1 }, jobs)).toBe(
      true,
    );
  });

  it('does not serve a sort the index does not give, or mixed directions', () => {
    expect(serves({ studentId: 'a' }, { recordedAt: -1, _id: 1 }, grades)).toBe(false);
    expect(serves({ studentId: 'a' }, { _id: 1 }, index({ studentId: 1 }))).toBe(false);
    expect(serves({ studentId: 'a' }, { grade: 1 }, grades)).toBe(false);
  });

  it('does not serve a filter whose equality fields are not the leading keys', () => {
    expect(serves({ recordedAt: new Date() }, undefined, grades)).toBe(false);
    expect(serves({ studentId: 'a', kind: 'quiz' }, undefined, grades)).toBe(false);
    expect(serves({ studentId: 'a', grade: { $ne: 'F' } }, undefined, grades)).toBe(false);
  });

  it('serves a lookup by _id or by every key of a unique index, whatever else the filter says', () => {
    expect(serves({ _id: 'x', recipientId: 'y' }, undefined)).toBe(true);
    const endpoint = index({ endpoint: 1 }, true);
    expect(serves({ endpoint: 'e', userId: 'u' }, undefined, endpoint)).toBe(true);
    expect(serves({ endpoint: 'e', userId: 'u' }, undefined, index({ endpoint: 1 }))).toBe(false);
  });

  it('reads the whole collection for an empty filter without an index on the sort', () => {
    expect(serves({}, undefined, grades)).toBe(false);
    expect(serves({}, { createdAt: -1 }, grades)).toBe(false);
    expect(serves({}, { createdAt: -1, _id: -1 }, index({ createdAt: -1, _id: -1 }))).toBe(true);
  });

  it('needs every $or branch served', () => {
    const copies = index({ recipientId: 1, threadId: 1 });
    const mine = { recipientId: 'r', $or: [{ _id: 't' }, { threadId: 't' }] };
    expect(serves(mine, undefined, copies)).toBe(true);
    const half = { recipientId: 'r', $or: [{ threadId: 't' }, { kind: 'reply' }] };
    expect(serves(half, undefined, copies)).toBe(false);
  });

  it('serves an $or beside one _id, not beside a list of them', () => {
    const either = { $or: [{ kind: 'a' }, { kind: 'b' }] };
    expect(serves({ _id: 'x', ...either }, undefined)).toBe(true);
    // FerretDB pushes neither the list nor the $or down: the whole collection would be read.
    expect(serves({ _id: { $in: ['x', 'y'] }, ...either }, undefined)).toBe(false);
    const copies = index({ recipientId: 1, threadId: 1 });
    const pinned = { recipientId: 'r', _id: { $in: ['x', 'y'] }, $or: [{ threadId: 't' }] };
    expect(serves(pinned, undefined, copies)).toBe(true);
  });

  it('does not serve an $or with no equality beside it, which FerretDB answers by reading everything', () => {
    const username = index({ username: 1 }, true);
    const email = index({ email: 1 }, true);
    expect(serves({ $or: [{ username: 'a' }, { email: 'a' }] }, undefined, username, email)).toBe(
      false,
    );
    // The same lookups one equality each are served.
    expect(serves({ username: 'a' }, undefined, username, email)).toBe(true);
    expect(serves({ email: 'a' }, undefined, username, email)).toBe(true);
    const events = index({ studentIds: 1, eventDate: 1, _id: 1 });
    const either = { $or: [{ studentIds: [] }, { studentIds: { $in: ['a'] } }] };
    expect(serves(either, { eventDate: 1, _id: 1 }, events)).toBe(false);
  });

  it('does not serve a filter narrowed by lists alone, which FerretDB answers by reading everything', () => {
    // MongoDB would walk the index once per listed value; FerretDB pushes no $in down.
    expect(serves({ studentId: { $in: ['a', 'b'] } }, { recordedAt: -1 }, grades)).toBe(false);
    expect(serves({ _id: { $in: ['a', 'b'] } }, undefined)).toBe(false);
    const replies = index({ threadId: 1, createdAt: 1 });
    expect(
      serves(
        { threadId: { $in: ['t'] }, 'sender.role': { $nin: ['teacher'] } },
        undefined,
        replies,
      ),
    ).toBe(false);
    // A list beside one pinned value is bounded by that value's index.
    const copies = index({ recipientId: 1, threadId: 1 });
    expect(serves({ recipientId: 'r', threadId: { $in: ['t', 'u'] } }, undefined, copies)).toBe(
      true,
    );
    // ...but not a list beside a later key: the day's records of every student would be read.
    const days = index({ studentId: 1, date: 1 }, true);
    expect(serves({ studentId: { $in: ['a', 'b'] }, date: new Date(0) }, undefined, days)).toBe(
      false,
    );
    expect(
      describeShape({
        filter: filterShape({ recipientId: 'r', threadId: { $in: ['t'] } }),
        sort: [],
      }),
    ).toBe('{ recipientId: =, threadId: in }');
  });
});

describe('the list of uncovered queries', () => {
  const query = (filter: object, sort?: object): CapturedQuery => ({
    collection: 'grade_entries',
    model: 'GradeEntry',
    operation: 'find',
    indexes: [grades],
    filter: filterShape(filter),
    sort: keyParts(sort),
    source: 'services/academics/src/repositories/grade-repository.ts (listForStudent)',
  });

  it('names the uncovered query with its model, declared indexes and source, and not the covered one', () => {
    const uncovered = findUncovered(
      [query({ studentId: 'a' }, { recordedAt: -1, _id: -1 }), query({ grade: 'A' })],
      [],
    );
    expect(uncovered).toEqual([
      {
        collection: 'grade_entries',
        model: 'GradeEntry',
        shape: '{ grade: = }',
        operations: ['find'],
        indexes: ['{studentId: 1, recordedAt: -1, _id: -1}'],
        sources: ['services/academics/src/repositories/grade-repository.ts (listForStudent)'],
      },
    ]);
    expect(formatUncovered(uncovered)).toContain('GradeEntry (grade_entries) find { grade: = }');
  });

  it('leaves out what test code sends and what the allowlist excuses', () => {
    const byTest = { ...query({ grade: 'A' }), byTest: true };
    expect(findUncovered([byTest], [])).toEqual([]);
    const allowed = [{ collection: 'grade_entries', shape: '{ grade: = }', reason: 'why' }];
    expect(findUncovered([query({ grade: 'A' })], allowed)).toEqual([]);
    expect(findUncovered([query({ grade: 'B', kind: 'x' })], allowed)).toHaveLength(1);
    expect(
      countChecked([query({ grade: 'A' }), query({ studentId: 'a' }), byTest], allowed),
    ).toEqual({ shapes: 2, allowlisted: 1 });
  });

  it('describes shapes stably whatever the order of the filter', () => {
    const a = describeShape({ filter: filterShape({ b: 1, a: { $gt: 2 } }), sort: [] });
    const b = describeShape({ filter: filterShape({ a: { $gt: 2 }, b: 1 }), sort: [] });
    expect(a).toBe('{ b: =, a: range }');
    expect(b).toBe(a);
  });
});
