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
  await model.deleteMany({ _id: { $in: docs.map((d) => d._id) } });
  try {
    await model.insertMany(docs, { ordered: false });
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
  return docs.length;
}
