import type { Types } from 'mongoose';

export function groupByStudent<R extends { studentId: Types.ObjectId }, V>(
  rows: readonly R[],
  pick: (row: R) => V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const key = row.studentId.toHexString();
    const list = groups.get(key) ?? [];
    list.push(pick(row));
    groups.set(key, list);
  }
  return groups;
}
