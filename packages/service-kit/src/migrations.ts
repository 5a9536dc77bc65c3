import type { Connection } from 'mongoose';

/** The collection of each service's database where its finished start-up migrations are noted. */
export const MIGRATIONS_COLLECTION = 'migrations';

interface MigrationDoc {
  _id: string;
  doneAt: Date;
}

/**
 * Runs a start-up migration (a backfill of a field older documents lack) unless this database
 * notes it as done, then notes it. Such a backfill filters on the missing field
 * (`{ field: { $exists: false } }`), which FerretDB does not push down to PostgreSQL: it read every
 * update and event of the district, 8.7 s at 10,000 students, on every start of the service until
 * the note existed. For idempotent migrations only (two replicas starting together may both run
 * it); documents written by older code after the note would not be migrated again. Returns whether
 * it ran.
 */
export async function migrateOnce(
  connection: Connection,
  id: string,
  migrate: () => Promise<void>,
): Promise<boolean> {
  const db = connection.db;
  if (!db) throw new Error(`migration ${id}: the database is not connected`);
  const done = db.collection<MigrationDoc>(MIGRATIONS_COLLECTION);
  if (await done.findOne({ _id: id }, { projection: { _id: 1 } })) return false;
  await migrate();
  await done.updateOne({ _id: id }, { $setOnInsert: { doneAt: new Date() } }, { upsert: true });
  return true;
}
