import { readEachKey, type Identity } from '@d742/service-kit';
import type { Types } from 'mongoose';

/** The students whose records a caller may read: every one (administrators) or these. */
export type StudentScope = 'all' | readonly Types.ObjectId[];

/**
 * A family's reads of updates, events and conferences: by the accounts stored on each item
 * (`familyIds`, models/families.ts), one query whatever the number of children (decision 044).
 */
export interface FamilyAudience {
  familyId: string;
}

/** Whose items a caller reads: a family by its account, staff by the students in their scope. */
export type Audience = StudentScope | FamilyAudience;

/**
 * The caller as a family: a parent, or a student reading their own. The items of a child are
 * stamped with both (domain/audience's familyOf), as the students' `parentIds` and `userId` give
 * them (student-repository's visibleStudentsFilter). Null for staff and other callers.
 */
export function familyAudience(identity: Identity): FamilyAudience | null {
  return (identity.role === 'parent' || identity.role === 'student') && identity.userId
    ? { familyId: identity.userId }
    : null;
}

/**
 * The audience as one filter per query beside the district-wide one (`{ districtWide: true }`):
 * the family's own items, or each child's (`childField` equal to the child's id); null for
 * everything (an administrator).
 */
export function audienceFilters(
  audience: Audience,
  childField: 'studentIds' | 'studentId',
): object[] | null {
  if (typeof audience === 'object' && 'familyId' in audience) {
    return [{ familyIds: audience.familyId }];
  }
  const children = childByChild(audience);
  if (!children) return null;
  return children.map((studentId) => ({ [childField]: studentId }));
}

/** Ids once each (ObjectIds compared by value). */
export function distinctIds(ids: readonly Types.ObjectId[]): Types.ObjectId[] {
  return [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
}

/**
 * The documents of these keys, one equality query each (`one`, a few in flight at once): a family's
 * one to five children and a teacher's hundred students alike. That is the form FerretDB's
 * PostgreSQL backend pushes down to an index; it pushes no `$in` down, and one `$in` over a
 * teacher's 105 students read every update, grade and attendance day of the district (4-5.6 s for
 * the home's updates, a 504 for the student list at 10,000 students; decisions 022, 030). On
 * MongoDB the same index ranges an `$in` would scan.
 */
export async function readKeyByKey<K, T>(
  keys: readonly K[],
  one: (key: K) => Promise<T[]>,
): Promise<T[]> {
  return (await readEachKey(keys, one)).flat();
}

/** The students to read one query each, or null for everyone (an administrator's scope). */
export function childByChild(scope: StudentScope): readonly Types.ObjectId[] | null {
  return scope === 'all' ? null : scope;
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
 * The district-wide items (`districtWide`, in `order`) and the audience's (the family's in one
 * query, else each student's; `read` sorts), merged in `order`; everything for an administrator
 * (`{}`).
 */
export async function readDistrictAndAudience<T extends { _id: Types.ObjectId }>(
  audience: Audience,
  {
    districtWide,
    read,
  }: { districtWide: () => Promise<readonly T[]>; read: (filter: object) => Promise<T[]> },
  order: (a: T, b: T) => number,
): Promise<T[]> {
  const filters = audienceFilters(audience, 'studentIds');
  if (!filters) return read({});
  const [district, own] = await Promise.all([districtWide(), readEachKey(filters, read)]);
  return mergeInOrder([district, ...own], order);
}
