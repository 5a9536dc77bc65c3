import { Schema } from 'mongoose';
import { migrateOnce, MIGRATIONS_COLLECTION } from './migrations';
import { connectMongo } from './mongo';
import { startTestDatabase, testLogger } from './test-support';

jest.setTimeout(60_000);

describe('migrateOnce()', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    await db.stop();
  });

  it('backfills on the first start only, and a restart with the note skips the scan', async () => {
    const connection = await connectMongo(db.uri('service_kit_migrations'), testLogger());
    try {
      const Item = connection.model('Item', new Schema({ text: String, flag: Boolean }));
      await Item.collection.insertMany([{ text: 'stored before the field' }, { text: 'also' }]);
      let runs = 0;
      const backfill = async () => {
        runs += 1;
        await Item.updateMany({ flag: { $exists: false } }, { $set: { flag: false } });
      };

      expect(await migrateOnce(connection, 'items.flag', backfill)).toBe(true);
      expect(await Item.countDocuments({ flag: false })).toBe(2);
      const note = await connection.db!.collection(MIGRATIONS_COLLECTION).findOne({
        _id: 'items.flag' as never,
      });
      expect(note?.doneAt).toBeInstanceOf(Date);

      // The next start: noted as done, so the backfill does not run (nor read the collection).
      await Item.collection.insertOne({ text: 'written without the field' });
      expect(await migrateOnce(connection, 'items.flag', backfill)).toBe(false);
      expect(runs).toBe(1);
      expect(await Item.countDocuments({ flag: { $exists: false } })).toBe(1);

      // Another migration has a note of its own.
      expect(await migrateOnce(connection, 'items.other', async () => undefined)).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it('notes nothing when the migration fails, so the next start runs it again', async () => {
    const connection = await connectMongo(db.uri('service_kit_migrations_fail'), testLogger());
    try {
      await expect(
        migrateOnce(connection, 'broken', () => Promise.reject(new Error('disk full'))),
      ).rejects.toThrow('disk full');
      let ran = false;
      expect(
        await migrateOnce(connection, 'broken', async () => {
          ran = true;
        }),
      ).toBe(true);
      expect(ran).toBe(true);
    } finally {
      await connection.close();
    }
  });
});
