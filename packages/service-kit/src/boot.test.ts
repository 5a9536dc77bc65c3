import { Schema } from 'mongoose';
import supertest from 'supertest';
import { createServiceApp } from './app';
import { startService } from './boot';
import { loadServiceConfig, type ServiceConfig } from './service-config';
import { startTestDatabase, TEST_SECRET } from './test-support';

jest.setTimeout(60_000);

describe('startService(options)', () => {
  let db: Awaited<ReturnType<typeof startTestDatabase>>;

  beforeAll(async () => {
    db = await startTestDatabase();
  });

  afterAll(async () => {
    await db.stop();
  });

  const configFor = (demoMode: boolean): ServiceConfig =>
    loadServiceConfig('voice', {
      PORT: '0',
      MONGODB_URI: db.uri(`boot_test_${demoMode}`),
      INTERNAL_SECRET: TEST_SECRET,
      DEMO_MODE: String(demoMode),
      LOG_LEVEL: 'silent',
    });

  it('should prepare, seed in demo mode, run jobs and serve the app until stopped', async () => {
    const steps: string[] = [];
    const service = await startService({
      name: 'boot-test',
      loadConfig: () => configFor(true),
      prepare: async () => {
        steps.push('prepare');
      },
      seed: async ({ connection }) => {
        steps.push('seed');
        const Note = connection.model('Note', new Schema({ text: String }));
        await Note.create({ text: 'Salaan' });
        return { notes: 1 };
      },
      jobs: [{ name: 'tick', everyMs: 20, run: async () => void steps.push('tick') }],
      createApp: ({ logger }) =>
        createServiceApp({ name: 'boot-test', secret: TEST_SECRET, logger }),
    });
    try {
      const res = await supertest(service.server).get('/health');
      expect(res.status).toBe(200);
      expect(await service.connection.collection('notes').countDocuments()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(steps.slice(0, 3)).toEqual(['prepare', 'seed', 'tick']);
    } finally {
      await service.stop();
    }
    const ticks = steps.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toHaveLength(ticks);
    expect(service.connection.readyState).toBe(0);
  });

  it('should run a job marked atStart once the service is ready, before its first interval', async () => {
    const runs: string[] = [];
    const service = await startService({
      name: 'boot-test',
      loadConfig: () => configFor(true),
      seed: async () => void runs.push('seed'),
      jobs: [
        { name: 'warm', everyMs: 60_000, atStart: true, run: async () => void runs.push('warm') },
        { name: 'later', everyMs: 60_000, run: async () => void runs.push('later') },
      ],
      createApp: ({ logger }) =>
        createServiceApp({ name: 'boot-test', secret: TEST_SECRET, logger }),
    });
    await service.stop();
    expect(runs).toEqual(['seed', 'warm']);
  });

  it('should skip seeding outside demo mode and connect to the configured database', async () => {
    const seed = jest.fn(async () => undefined);
    const service = await startService({
      name: 'boot-test',
      loadConfig: () => configFor(false),
      seed,
      createApp: ({ logger }) =>
        createServiceApp({ name: 'boot-test', secret: TEST_SECRET, logger }),
    });
    await service.stop();
    expect(seed).not.toHaveBeenCalled();
    expect(service.connection.name).toBe(new URL(configFor(false).mongodbUri).pathname.slice(1));
    expect(service.connection.name).toMatch(/^boot_test_false/);
  });
});
