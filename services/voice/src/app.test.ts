import { signedHeaders, startTestApp, TEST_SECRET } from '@d742/service-testing';
import { createApp } from './app';
import { loadConfig } from './config';
import { voiceTestConfig, type VoiceTestApp } from './testing-app';

let testApp: VoiceTestApp;
let request: typeof testApp.request;

beforeAll(async () => {
  testApp = await startTestApp({ name: 'voice', config: voiceTestConfig, createApp });
  request = testApp.request;
});

afterAll(async () => {
  await testApp?.stop();
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
