import type { Model } from 'mongoose';
import { derivedField } from './derived-field';
import type { UpdateDoc } from './update';

/**
 * `month` on updates: createdAt's month ('YYYY-MM', UTC). The home page shows a family's newest
 * few updates; read month by month (newest first) they are a top-level equality on the month
 * beside the audience's, which FerretDB's PostgreSQL backend hands to PostgreSQL whole, so only
 * that month's documents are decoded instead of every update the family ever had (decision 030).
 * Derived from createdAt and stored with it: new documents get it by default, the validator
 * refuses one where it disagrees, and documents stored before it existed get it at start-up.
 */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before `month` ('YYYY-MM'). */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, m - 2, 1)));
}

export const monthField = derivedField(
  String,
  ({ createdAt }) => (createdAt instanceof Date ? monthOf(createdAt) : undefined),
  "month must be createdAt's month (YYYY-MM, UTC)",
);

/** The update with its `month` said explicitly (writes that bypass defaults: bulk replaces). */
export function withMonth<T extends { createdAt: Date }>(doc: T): T & { month: string } {
  return { ...doc, month: monthOf(doc.createdAt) };
}

/** Gives updates stored before the field existed their `month` (at start-up; a no-op once done). */
export async function backfillMonths(Update: Model<UpdateDoc>): Promise<void> {
  const missing = await Update.find({ month: { $exists: false } }, { createdAt: 1 }).lean<
    Pick<UpdateDoc, '_id' | 'createdAt'>[]
  >();
  if (missing.length === 0) return;
  await Update.bulkWrite(
    missing.map((u) => ({
      updateOne: { filter: { _id: u._id }, update: { $set: { month: monthOf(u.createdAt) } } },
    })),
  );
}
