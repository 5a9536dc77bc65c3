import type { Model, Types } from 'mongoose';

const DUPLICATE_KEY = 11000;

function onlyDuplicateKeys(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: Array<{ code?: number }> }).writeErrors;
  return Array.isArray(writeErrors) && writeErrors.every((e) => e.code === DUPLICATE_KEY);
}

/**
 * Rewrites seeded documents of a collection with a unique key over dates that follow `now`
 * (one attendance record per student and day, one absence report per child and day): shifting
 * them in place would collide, so they are deleted and inserted again. A day someone recorded
 * outside the seed keeps their document.
 */
export async function reseedKeepingOthers<T extends { _id: Types.ObjectId }>(
  model: Model<T>,
  docs: readonly T[],
): Promise<number> {
  // One exact `{ _id }` filter per document, not one `$in`: FerretDB pushes only exact equality
  // down to its storage, and an `$in` read all of a district's 1.8 million attendance records
  // (23 s) on every demo start, until the service gave up starting (decision 037).
  if (docs.length > 0) {
    await model.bulkWrite(
      docs.map((d) => ({ deleteOne: { filter: { _id: d._id } } })),
      { ordered: false },
    );
  }
  try {
    await model.insertMany(docs, { ordered: false });
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
  return docs.length;
}
