import { derivedField } from './derived-field';

/**
 * `districtWide` on updates and events: true exactly when `studentIds` is empty (an item for every
 * family). Derived from `studentIds` and stored with it, so a family's read of the district-wide
 * items is a top-level boolean equality served by an index, the form FerretDB's PostgreSQL backend
 * pushes down (decision 022). New documents get it by default; the validator refuses a document
 * where it disagrees with `studentIds`.
 */
export const districtWideField = derivedField(
  Boolean,
  ({ studentIds }) => (Array.isArray(studentIds) ? studentIds.length === 0 : undefined),
  'districtWide must be true exactly when studentIds is empty',
);

/** The document with `districtWide` said explicitly (seeds and repositories write it so). */
export function withAudience<T extends { studentIds: readonly unknown[] }>(
  doc: T,
): T & { districtWide: boolean } {
  return { ...doc, districtWide: doc.studentIds.length === 0 };
}

/**
 * Gives documents stored before the field existed their `districtWide` (at start-up; a no-op
 * once done).
 */
export async function backfillDistrictWide(
  models: readonly { updateMany: (filter: object, update: object) => PromiseLike<unknown> }[],
): Promise<void> {
  for (const model of models) {
    await model.updateMany(
      { districtWide: { $exists: false }, studentIds: [] },
      { $set: { districtWide: true } },
    );
    await model.updateMany({ districtWide: { $exists: false } }, { $set: { districtWide: false } });
  }
}
