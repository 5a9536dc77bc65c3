import { randomUUID } from 'node:crypto';
import { connectMongo } from '@d742/service-kit';
import {
  signedHeaders,
  startTestDatabase,
  TEST_SECRET,
  testLogger,
} from '@d742/service-kit/testing';
import type { Connection } from 'mongoose';
import supertest from 'supertest';
import { createApp } from './app';
import { loadConfig } from './config';

let db: Awaited<ReturnType<typeof startTestDatabase>>;
let connection: Connection;
let request: ReturnType<typeof supertest>;

beforeAll(async () => {
  db = await startTestDatabase();
  connection = await connectMongo(db.uri(`voice_test_${randomUUID().slice(0, 8)}`), testLogger());
  request = supertest(
    createApp({
      connection,
      config: { INTERNAL_SECRET: TEST_SECRET },
      logger: testLogger(),
    }).callback(),
  );
});

afterAll(async () => {
  await connection?.close();
  await db?.stop();
});

it('answers /health without identity, with the database state', async () => {
  const res = await request.get('/health');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(
    expect.objectContaining({ status: 'ok', service: 'voice', database: 'up' }),
  );
});

it('rejects unsigned API requests with 401 JSON', async () => {
  const res = await request
    .post('/api/voice/translate')
    .send({ text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' });
  expect(res.status).toBe(401);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
});

it('has no API routes yet: a signed request gets 404 JSON', async () => {
  const res = await request
    .get('/api/voice/translate')
    .set(signedHeaders(TEST_SECRET, { role: 'parent', userId: 'u1' }));
  expect(res.status).toBe(404);
});

describe('loadConfig', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/d742_voice', INTERNAL_SECRET: 'x' };

  it('listens on VOICE_PORT, else PORT, else 4104', () => {
    expect(loadConfig(base).port).toBe(4104);
    expect(loadConfig({ ...base, PORT: '4300' }).port).toBe(4300);
    expect(loadConfig({ ...base, PORT: '4300', VOICE_PORT: '4204' }).port).toBe(4204);
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ VOICE_PORT: 'abc' })).toThrow(
      /MONGODB_URI[\s\S]*INTERNAL_SECRET|INTERNAL_SECRET[\s\S]*MONGODB_URI/,
    );
  });
});
