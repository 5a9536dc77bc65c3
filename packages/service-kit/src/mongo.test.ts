import { Schema } from 'mongoose';
import { connectMongo, redactUri } from './mongo';
import { startTestDatabase, testLogger } from './test-support';

jest.setTimeout(60_000);

describe('connectMongo()', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    await db.stop();
  });

  it('opens a mongoose connection to the named database that can write, index and read', async () => {
    const uri = db.uri('service_kit_test');
    const connection = await connectMongo(uri, testLogger());
    try {
      // The database the URI names (on the jest run's shared server it carries a suffix of its own).
      expect(connection.name).toBe(new URL(uri).pathname.slice(1));
      expect(connection.name).toMatch(/^service_kit_test/);
      const Note = connection.model(
        'Note',
        new Schema({ key: { type: String, unique: true }, text: String }),
      );
      await Note.init();
      await Note.create({ key: 'a', text: 'Salaan' });
      await Note.updateOne({ key: 'a' }, { $set: { text: 'Hello' } });
      await expect(Note.create({ key: 'a', text: 'dup' })).rejects.toThrow(/duplicate key/i);
      expect(await Note.findOne({ key: 'a' }).lean()).toMatchObject({ key: 'a', text: 'Hello' });
    } finally {
      await connection.close();
    }
  });

  it('fails within seconds with a message naming MONGODB_URI when nothing listens', async () => {
    const started = Date.now();
    await expect(connectMongo('mongodb://127.0.0.1:1/none', testLogger())).rejects.toThrow(
      /MONGODB_URI/,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('redactUri()', () => {
  it('hides the password', () => {
    expect(redactUri('mongodb://app:s3cret@db.example:27017/x')).toBe(
      'mongodb://app:***@db.example:27017/x',
    );
  });
});
