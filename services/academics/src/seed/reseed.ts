import type { Model, QueryFilter, Types } from 'mongoose';

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
 *
 * Deleted child by child (`{ studentId, _id: { $in } }`): FerretDB pushes the child's equality down
 * to PostgreSQL, which reads that child's records from the lookup index. One `_id: { $in }` over
 * all of them is not pushed down and read a district's 1.8 million attendance records (23 s) on
 * every demo start, until the driver gave up; exact `{ _id }` deletes, one per document, are not
 * pushed down on FerretDB's SQLite backend (0.4-0.8 s each at 1,000 students).
 */
export async function reseedKeepingOthers<
  T extends { _id: Types.ObjectId; studentId: Types.ObjectId },
>(model: Model<T>, docs: readonly T[]): Promise<number> {
  const byChild = new Map<string, { studentId: Types.ObjectId; ids: Types.ObjectId[] }>();
  for (const doc of docs) {
    const key = doc.studentId.toHexString();
    const child = byChild.get(key) ?? { studentId: doc.studentId, ids: [] };
    child.ids.push(doc._id);
    byChild.set(key, child);
  }
  for (const { studentId, ids } of byChild.values()) {
    await model.deleteMany({ studentId, _id: { $in: ids } } as QueryFilter<T>);
  }
  try {
    await model.insertMany(docs, { ordered: false });
  } catch (error) {
    if (!onlyDuplicateKeys(error)) throw error;
  }
  return docs.length;
}
