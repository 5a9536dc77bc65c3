import {
  describeIndex,
  describeShape,
  type DeclaredIndex,
  type FilterShape,
  type KeyPart,
  type QueryShape,
} from './shape';

/**
 * Whether one index serves one filter and sort (MongoDB's equality-sort-range rule):
 * - its first keys are exactly the filter's equality fields, in any order;
 * - then come the sort's keys (those not pinned by equality) in order, all in the index's
 *   direction or all reversed, so the index gives the order and `limit` stops the scan early;
 * - every bounded field is one of those sort keys or a key of the index after them, so the
 *   bound is checked on the key;
 * - a filter of bounds only must bound the index's first key.
 * A filter that pins `_id`, or every key of a unique index, finds at most one document through
 * that index whatever else it says. A filter and sort that pin nothing at all (a full collection
 * read) is served by no index.
 */
export function indexServes(
  filter: FilterShape,
  sort: KeyPart[],
  { keys: index, unique }: DeclaredIndex,
): boolean {
  const equality = new Set(filter.equality);
  if (equality.has('_id')) return true;
  if (unique && index.every((k) => equality.has(k.field))) return true;
  const keys = index.map((k) => k.field);
  if (keys.length < equality.size) return false;
  if (!keys.slice(0, equality.size).every((field) => equality.has(field))) return false;
  let at = equality.size;
  const ordered = sort.filter((k) => !equality.has(k.field));
  const [first] = ordered;
  if (first) {
    const flip = index[at]?.direction === first.direction ? 1 : -1;
    for (const part of ordered) {
      const key = index[at];
      if (!key || key.field !== part.field || key.direction * flip !== part.direction) return false;
      at += 1;
    }
  }
  // A bound on a sort key is a bound of the same index scan; any other bound comes after.
  const rest = keys.slice(at);
  const sorted = new Set(ordered.map((k) => k.field));
  if (!filter.range.every((field) => sorted.has(field) || rest.includes(field))) return false;
  if (equality.size === 0 && ordered.length === 0) {
    return keys[0] !== undefined && filter.range.includes(keys[0]);
  }
  return true;
}

/**
 * Whether any of the indexes serves the query; each `$or` branch must be served on its own, and an
 * `$or` needs an equality beside it: FerretDB's PostgreSQL backend pushes no `$or` down, so one
 * alone reads the whole collection there even when MongoDB would use every branch's index (a
 * sign-in's `$or: [{ username }, { email }]` read all 6,587 accounts, 370-430 ms, decision 022).
 * Likewise a list (`$in`) must stand beside a single value that the serving index begins with:
 * FerretDB pushes no `$in` down either, so a filter narrowed by lists alone reads the whole
 * collection there (a teacher's 105 students' `$in` read every update, 4-5.6 s at 10,000
 * students), and one whose other values are later keys reads every student's (decision 030).
 */
export function indexesServe(
  query: Omit<QueryShape, 'collection'>,
  indexes: DeclaredIndex[],
): boolean {
  const { filter, sort } = query;
  const listed = new Set(filter.listed);
  const withId: DeclaredIndex[] = [
    ...indexes,
    { keys: [{ field: '_id', direction: 1 }], unique: true },
  ];
  if (filter.or) {
    const { or, ...top } = filter;
    // One document by its _id, whatever the $or says; a list of _ids is not one (rule 8 below).
    if (top.equality.includes('_id') && !listed.has('_id')) return true;
    if (top.equality.length === 0) return false;
    return or.every((branch) =>
      indexesServe(
        {
          filter: {
            equality: [...new Set([...top.equality, ...branch.equality])].sort(),
            range: [...new Set([...top.range, ...branch.range])].sort(),
            ...(top.listed || branch.listed
              ? { listed: [...new Set([...(top.listed ?? []), ...(branch.listed ?? [])])].sort() }
              : {}),
            ...(branch.or ? { or: branch.or } : {}),
          },
          sort,
        },
        indexes,
      ),
    );
  }
  // With a list in the filter, FerretDB reads what the other, single-valued equalities find: the
  // index serving the query must begin with one of them (the key its lookup index mirrors).
  const pushed = (index: DeclaredIndex) =>
    listed.size === 0 ||
    (index.keys[0] !== undefined &&
      filter.equality.includes(index.keys[0].field) &&
      !listed.has(index.keys[0].field));
  return withId.some((index) => pushed(index) && indexServes(filter, sort, index));
}

/** One query the suites sent, as recorded: its shape, the model's declared indexes, who sent it. */
export interface CapturedQuery extends QueryShape {
  /** `find`, `updateOne`, `aggregate`… */
  operation: string;
  model: string;
  indexes: DeclaredIndex[];
  /** Where in the source it was sent from (`path:line`), when known. */
  source?: string;
  /** Sent by test code arranging or inspecting data, not by the service: not checked. */
  byTest?: boolean;
}

/**
 * A shape allowed to go unindexed: a whole collection (`shape` omitted; tiny configuration
 * collections) or one shape of it (as `describeShape` writes it), each with its reason.
 */
export interface AllowedScan {
  collection: string;
  shape?: string;
  reason: string;
}

export interface UncoveredQuery {
  collection: string;
  model: string;
  shape: string;
  operations: string[];
  indexes: string[];
  sources: string[];
}

/** The captured queries no declared index serves and no allowlist entry excuses, one per shape. */
export function findUncovered(
  captured: CapturedQuery[],
  allowed: readonly AllowedScan[],
): UncoveredQuery[] {
  const uncovered = new Map<string, UncoveredQuery>();
  for (const query of captured) {
    if (query.byTest) continue;
    const shape = describeShape(query);
    const excused = allowed.some(
      (a) => a.collection === query.collection && (a.shape === undefined || a.shape === shape),
    );
    if (excused || indexesServe(query, query.indexes)) continue;
    const key = `${query.collection} ${shape}`;
    const known = uncovered.get(key);
    if (known) {
      if (!known.operations.includes(query.operation)) known.operations.push(query.operation);
      if (query.source && !known.sources.includes(query.source)) known.sources.push(query.source);
      continue;
    }
    uncovered.set(key, {
      collection: query.collection,
      model: query.model,
      shape,
      operations: [query.operation],
      indexes: query.indexes.map(describeIndex),
      sources: query.source ? [query.source] : [],
    });
  }
  return [...uncovered.values()].sort((a, b) =>
    `${a.collection} ${a.shape}`.localeCompare(`${b.collection} ${b.shape}`),
  );
}

/** How many distinct shapes the services sent (test code's left out), and how many only the allowlist excused. */
export function countChecked(
  captured: CapturedQuery[],
  allowed: readonly AllowedScan[],
): { shapes: number; allowlisted: number } {
  const shapes = new Set<string>();
  const excused = new Set<string>();
  for (const query of captured) {
    if (query.byTest) continue;
    const shape = describeShape(query);
    const key = `${query.collection} ${shape}`;
    shapes.add(key);
    const listed = allowed.some(
      (a) => a.collection === query.collection && (a.shape ?? shape) === shape,
    );
    if (listed && !indexesServe(query, query.indexes)) excused.add(key);
  }
  return { shapes: shapes.size, allowlisted: excused.size };
}

/** The failure text: every uncovered shape with its model, operations, declared indexes and where it was sent from. */
export function formatUncovered(uncovered: UncoveredQuery[]): string {
  const lines = [
    `${uncovered.length} query shape(s) that no declared index serves (declare an index with the equality fields first, then the sort keys, then the bounded fields; or allowlist it with a reason in packages/query-index/src/allowlist.ts):`,
  ];
  for (const u of uncovered) {
    lines.push(
      `  ${u.model} (${u.collection}) ${u.operations.join('/')} ${u.shape}`,
      `      declared: ${u.indexes.length ? u.indexes.join(' ') : '(none but _id)'}`,
    );
    if (u.sources.length) lines.push(`      sent from: ${u.sources.sort().join(', ')}`);
  }
  return lines.join('\n');
}
