import type { Types } from 'mongoose';
import { dayOf, monthOf, previousDay, previousMonth } from '../models/month';
import { mergeInOrder } from './student-scope';

/** A read of at most this many (a page's few newest) goes month by month. */
export const RECENT_AT_MOST = 20;
/** How many months back the month-by-month read looks before the caller reads the rest whole. */
export const RECENT_MONTHS = 13;
/**
 * How many days back the day-by-day read looks before the caller reads month by month: two
 * school weeks, so a weekend or a short holiday is crossed by day (decision 050).
 */
export const RECENT_DAYS = 14;

/** `count` keys from `first` back, each `before` the last (newest first). */
function keysBack(first: string, count: number, before: (key: string) => string): string[] {
  const keys = [first];
  while (keys.length < count) keys.push(before(keys[keys.length - 1]!));
  return keys;
}

/** `now`'s month and the RECENT_MONTHS - 1 before it, newest first ('YYYY-MM', UTC). */
export function monthsBack(now: Date): string[] {
  return keysBack(monthOf(now), RECENT_MONTHS, previousMonth);
}

/** `now`'s day and the RECENT_DAYS - 1 before it, newest first ('YYYY-MM-DD', UTC). */
export function daysBack(now: Date): string[] {
  return keysBack(dayOf(now), RECENT_DAYS, previousDay);
}

/**
 * The newest `limit` (≤ RECENT_AT_MOST), read one time bucket at a time, newest bucket first
 * (`monthsBack`, or `daysBack` for an audience whose month holds hundreds; models/month.ts: only
 * those buckets' documents are decoded on FerretDB). `readBucket` answers one bucket's documents,
 * in lists (one per key it reads). Stops at the bucket that makes `limit`: every document of the
 * buckets after it is older, so the answer is the same as a read of everything. Null when the
 * limit is larger or the buckets hold fewer: the caller reads further another way.
 */
export async function newestByBuckets<T extends { _id: Types.ObjectId }>(
  buckets: readonly string[],
  limit: number,
  newest: (a: T, b: T) => number,
  readBucket: (bucket: string) => Promise<T[][]>,
): Promise<T[] | null> {
  if (limit > RECENT_AT_MOST) return null;
  const found: T[][] = [];
  for (const bucket of buckets) {
    found.push(...(await readBucket(bucket)));
    const merged = mergeInOrder(found, newest, limit);
    if (merged.length >= limit) return merged;
  }
  return null;
}
