/** MongoDB's (and FerretDB's) "E11000 duplicate key" error code. */
const DUPLICATE_KEY = 11000;

/** True for an insert or upsert refused because a unique key (often `_id`) is already taken. */
export const isDuplicateKey = (err: unknown): boolean =>
  (err as { code?: unknown } | null)?.code === DUPLICATE_KEY;
