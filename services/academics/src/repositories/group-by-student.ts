import type { Types } from 'mongoose';

/** At most this many per-student reads at once (a family has one to five children). */
const PER_STUDENT_CONCURRENCY = 5;

/**
 * Values per student id (hex), read with one query per student: `{ studentId: <id> }` is a
 * top-level equality that FerretDB on PostgreSQL pushes into SQL and MongoDB serves from the
 * studentId index, where one `$in` over the children made FerretDB read the whole collection
 * (measured at 42,000 grades and 180,000 attendance days: /api/students timed out; decision 022).
 */
export async function readPerStudent<R, V>(
  studentIds: readonly Types.ObjectId[],
  read: (studentId: Types.ObjectId) => Promise<R[]>,
  pick: (row: R) => V,
): Promise<Map<string, V[]>> {
  const groups = new Map<string, V[]>();
  const unique = [...new Map(studentIds.map((id) => [id.toHexString(), id])).values()];
  for (let i = 0; i < unique.length; i += PER_STUDENT_CONCURRENCY) {
    const batch = unique.slice(i, i + PER_STUDENT_CONCURRENCY);
    const rows = await Promise.all(batch.map(read));
    batch.forEach((id, j) => {
      if (rows[j]!.length > 0) groups.set(id.toHexString(), rows[j]!.map(pick));
    });
  }
  return groups;
}
