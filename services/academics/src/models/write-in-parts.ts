import type { Model } from 'mongoose';

/** Documents a start-up backfill writes per command. */
export const BACKFILL_PART = 500;

/**
 * A backfill's writes, BACKFILL_PART per command, unordered: one command for a big district's
 * every update outlasts the driver's socket timeout on FerretDB (19,000 updates at 10,000
 * students; each part is about a second there).
 */
export async function writeInParts<T>(
  model: Model<T>,
  writes: readonly Parameters<Model<T>['bulkWrite']>[0][number][],
): Promise<void> {
  for (let at = 0; at < writes.length; at += BACKFILL_PART) {
    await model.bulkWrite(writes.slice(at, at + BACKFILL_PART), { ordered: false });
  }
}
