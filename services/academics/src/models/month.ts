import type { Model } from 'mongoose';
import { derivedField } from './derived-field';

/**
 * `month` on updates (from createdAt) and attendance records (from date): the date's month
 * ('YYYY-MM', UTC). A page shows a family's newest few; read month by month (newest first) they
 * are a top-level equality on the month beside the family's or child's key, which FerretDB's
 * PostgreSQL backend hands to PostgreSQL whole, so only that month's documents are decoded instead
 * of every one the family ever had (decision 030). Derived from the date and stored with it: new
 * documents get it by default, the validator refuses one where it disagrees, and documents stored
 * before it existed get it at start-up (migrations.ts).
 */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * `day` on updates (from createdAt): the date's day ('YYYY-MM-DD', UTC). A teacher's newest few
 * are read day by day: a teacher's month holds the grades of every student they teach (hundreds
 * of updates, each decoded on FerretDB), a day a few dozen (decision 050).
 */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** The day before `day` ('YYYY-MM-DD'). */
export function previousDay(day: string): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));
}

/** The month before `month` ('YYYY-MM'). */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, m - 2, 1)));
}

/** The schema field `month`, derived from the document's date field `from`. */
export function monthFieldFrom(from: 'createdAt' | 'date') {
  return derivedField(
    String,
    (doc) => (doc[from] instanceof Date ? monthOf(doc[from]) : undefined),
    `month must be ${from}'s month (YYYY-MM, UTC)`,
  );
}

/** The schema field `day`, derived from the document's `createdAt`. */
export function dayFieldFromCreatedAt() {
  return derivedField(
    String,
    (doc) => (doc.createdAt instanceof Date ? dayOf(doc.createdAt) : undefined),
    "day must be createdAt's day (YYYY-MM-DD, UTC)",
  );
}

/** An update with its `month` and `day` said explicitly (writes that bypass defaults: bulk replaces). */
export function withMonthAndDay<T extends { createdAt: Date }>(
  doc: T,
): T & { month: string; day: string } {
  return { ...doc, month: monthOf(doc.createdAt), day: dayOf(doc.createdAt) };
}

/** An attendance record with its `month` said explicitly (bulk replaces bypass defaults). */
export function withDayMonth<T extends { date: Date }>(doc: T): T & { month: string } {
  return { ...doc, month: monthOf(doc.date) };
}

/** Documents per backfill write: a district's year of attendance is never held in memory whole. */
const BACKFILL_BATCH = 5_000;

/**
 * Gives documents stored before the field existed their `month` from their date field `from`
 * (at start-up, once: migrations.ts).
 */
export function backfillMonths<T>(model: Model<T>, from: 'createdAt' | 'date'): Promise<void> {
  return backfillDerived(model, from, 'month', monthOf);
}

/** Gives updates stored before the field existed their `day` (at start-up, once: migrations.ts). */
export function backfillDays<T>(model: Model<T>): Promise<void> {
  return backfillDerived(model, 'createdAt', 'day', dayOf);
}

/** One pass over the documents that lack `field`, written a batch at a time. */
async function backfillDerived<T>(
  model: Model<T>,
  from: 'createdAt' | 'date',
  field: 'month' | 'day',
  derive: (date: Date) => string,
): Promise<void> {
  type Missing = { _id: unknown } & Record<typeof from, Date>;
  let batch: Missing[] = [];
  const write = async () => {
    if (batch.length === 0) return;
    const ops = batch.map((doc) => ({
      updateOne: { filter: { _id: doc._id }, update: { $set: { [field]: derive(doc[from]) } } },
    }));
    batch = [];
    await model.bulkWrite(ops as Parameters<Model<T>['bulkWrite']>[0], { ordered: false });
  };
  const missing = model
    .find({ [field]: { $exists: false } }, { [from]: 1 })
    .lean<Missing[]>()
    .cursor({ batchSize: BACKFILL_BATCH });
  for await (const doc of missing) {
    batch.push(doc as Missing);
    if (batch.length >= BACKFILL_BATCH) await write();
  }
  await write();
}
