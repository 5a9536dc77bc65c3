import Router from '@koa/router';
import { Schema } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from './app';
import { DatabaseUnavailableError } from './errors';
import { connectMongo, isDatabaseUnavailable, redactUri } from './mongo';
import { signedHeaders, startTestDatabase, TEST_SECRET, testLogger } from './test-support';

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

  it('answers 503 DATABASE_UNAVAILABLE in the reader’s language at once while the connection is down, and 200 once it is back', async () => {
    const uri = db.uri('service_kit_outage');
    const connection = await connectMongo(uri, testLogger());
    try {
      const Note = connection.model('Note', new Schema({ text: String }));
      const app = createServiceApp({ name: 'notes', secret: TEST_SECRET, logger: testLogger() });
      const router = new Router();
      router.post('/notes', async (ctx) => {
        ctx.status = 201;
        ctx.body = { id: String((await Note.create({ text: 'Salaan' }))._id) };
      });
      app.use(router.routes());
      const caller = signedHeaders(TEST_SECRET, { userId: 'u1', role: 'parent' });
      const write = (language: string) =>
        request(app.callback()).post('/notes').set(caller).set('Accept-Language', language);

      await connection.close();
      const started = Date.now();
      const english = await write('en');
      expect(english.status).toBe(503);
      expect(english.body).toEqual({
        error: DatabaseUnavailableError.MESSAGES.en,
        code: 'DATABASE_UNAVAILABLE',
      });
      expect((await write('so')).body.error).toBe(DatabaseUnavailableError.MESSAGES.so);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await Note.countDocuments().catch(() => 'refused')).toBe('refused');

      await connection.openUri(uri);
      expect((await write('en')).status).toBe(201);
      expect(await Note.countDocuments()).toBe(1);
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

describe('isDatabaseUnavailable()', () => {
  const serverError = (code: number, message: string) =>
    Object.assign(new Error(message), { name: 'MongoServerError', code });

  it('takes FerretDB’s InternalError for storage that went away under the command as unavailable', () => {
    expect(isDatabaseUnavailable(serverError(1, 'context canceled'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        serverError(
          1,
          'FATAL: terminating connection due to administrator command (SQLSTATE 57P01)',
        ),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(serverError(1, 'conn closed'))).toBe(true);
  });

  it('keeps any other InternalError, and a bad command, as what it is (a 500 or a 4xx)', () => {
    expect(isDatabaseUnavailable(serverError(1, 'unexpected key in document'))).toBe(false);
    expect(isDatabaseUnavailable(serverError(2, 'context canceled'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('context canceled'))).toBe(false);
  });

  it('takes a shutdown or network error, also wrapped as a cause, as unavailable', () => {
    expect(isDatabaseUnavailable(serverError(11600, 'interrupted at shutdown'))).toBe(true);
    const network = Object.assign(new Error('connection 3 to 127.0.0.1:27017 closed'), {
      name: 'MongoNetworkError',
    });
    expect(isDatabaseUnavailable(new Error('write failed', { cause: network }))).toBe(true);
  });
});
