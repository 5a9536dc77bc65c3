import type { Types } from 'mongoose';

/** The students whose records a caller may read: every one (administrators) or these. */
export type StudentScope = 'all' | readonly Types.ObjectId[];

/**
 * A family's children (one to five) are read one query each, by top-level equality on the child's
 * id: on MongoDB the same index ranges an `$in` would scan, and the form FerretDB's PostgreSQL
 * backend pushes down (docs/decisions/022). A larger scope (a teacher's students) is one `$in`.
 */
export const CHILD_BY_CHILD_AT_MOST = 5;

/** Ids once each (ObjectIds compared by value). */
export function distinctIds(ids: readonly Types.ObjectId[]): Types.ObjectId[] {
  return [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
}

/**
 * The documents of these keys: a family's few (at most CHILD_BY_CHILD_AT_MOST) one equality query
 * each (`one`), more in one `$in` query (`all`).
 */
export async function readKeyByKey<K, T>(
  keys: readonly K[],
  one: (key: K) => Promise<T[]>,
  all: (keys: K[]) => Promise<T[]>,
): Promise<T[]> {
  return keys.length <= CHILD_BY_CHILD_AT_MOST
    ? (await Promise.all(keys.map(one))).flat()
    : all([...keys]);
}

/** The students to read one query each, or null for everyone or more than a family. */
export function childByChild(scope: StudentScope): readonly Types.ObjectId[] | null {
  return scope !== 'all' && scope.length <= CHILD_BY_CHILD_AT_MOST ? scope : null;
}

/** Lists already in `order` merged into one in that order, each document once, at most `limit`. */
export function mergeInOrder<T extends { _id: Types.ObjectId }>(
  lists: readonly (readonly T[])[],
  order: (a: T, b: T) => number,
  limit = Infinity,
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const doc of lists.flat().sort(order)) {
    const id = doc._id.toHexString();
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(doc);
    if (merged.length >= limit) break;
  }
  return merged;
}

/** Ascending by a date, then by `_id` (the order the indexes give). */
export function byDateThenId<T extends { _id: Types.ObjectId }>(date: (doc: T) => Date) {
  return (a: T, b: T) =>
    date(a).getTime() - date(b).getTime() || a._id.toHexString().localeCompare(b._id.toHexString());
}

/**
 * Filter for records addressed to students (updates, events): district-wide ones plus those of a
 * student in scope. Each branch has its index ({ districtWide }, { studentIds }).
 */
export function districtOrStudents(scope: StudentScope) {
  if (scope === 'all') return {};
  return { $or: [{ districtWide: true }, { studentIds: { $in: [...scope] } }] };
}

/**
 * The district-wide items and each child's, one query each (`read` sorts and limits), merged in
 * `order`; the single `$or` query for everyone or more than a family (childByChild).
 */
export async function readDistrictAndChildren<T extends { _id: Types.ObjectId }>(
  scope: StudentScope,
  read: (filter: object) => Promise<T[]>,
  order: (a: T, b: T) => number,
  limit = Infinity,
): Promise<T[]> {
  const children = childByChild(scope);
  if (!children) return read(districtOrStudents(scope));
  const lists = await Promise.all([
    read({ districtWide: true }),
    ...children.map((studentId) => read({ studentIds: studentId })),
  ]);
  return mergeInOrder(lists, order, limit);
}
