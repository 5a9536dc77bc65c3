import type { Types } from 'mongoose';
import { monthOf, previousMonth } from '../models/month';
import { mergeInOrder } from './student-scope';

/** A read of at most this many (a page's few newest) goes month by month. */
export const RECENT_AT_MOST = 20;
/** How many months back the month-by-month read looks before the caller reads the rest whole. */
export const RECENT_MONTHS = 13;

/**
 * The newest `limit` (≤ RECENT_AT_MOST), read month by month from `now`'s month back
 * (models/month.ts: only those months' documents are decoded on FerretDB). `readMonth` answers one
 * month's documents, in lists (one per key it reads). Stops at the month that makes `limit`: every
 * document of the months before it is older, so the answer is the same as a read of everything.
 * Null when the limit is larger or RECENT_MONTHS months hold fewer: the caller reads them whole.
 */
export async function newestMonthByMonth<T extends { _id: Types.ObjectId }>(
  now: Date,
  limit: number,
  newest: (a: T, b: T) => number,
  readMonth: (month: string) => Promise<T[][]>,
): Promise<T[] | null> {
  if (limit > RECENT_AT_MOST) return null;
  const found: T[][] = [];
  let month = monthOf(now);
  for (let i = 0; i < RECENT_MONTHS; i += 1) {
    found.push(...(await readMonth(month)));
    const merged = mergeInOrder(found, newest, limit);
    if (merged.length >= limit) return merged;
    month = previousMonth(month);
  }
  return null;
}
