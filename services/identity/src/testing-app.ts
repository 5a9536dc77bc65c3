import http from 'node:http';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import request from 'supertest';
import {
  createApp as createAcademicsApp,
  loadConfig as loadAcademicsConfig,
  seedDemoData as seedAcademics,
} from '@d742/academics-service';
import { DEMO_ACCESS_CODE, type DemoUser } from '@d742/demo-data';
import { withDatabase } from '@d742/embedded-db';
import {
  createApp as createMessagingApp,
  loadConfig as loadMessagingConfig,
  seedDemoData as seedMessaging,
} from '@d742/messaging-service';
import { listen, serverUrl, type IdentityRole } from '@d742/service-kit';
import { signedHeaders, startTestApp, TEST_SECRET, testLogger } from '@d742/service-testing';
import { createApp } from './app';
import { loadConfig, type IdentityConfig } from './config';
import { prepareDatabase } from './prepare-database';
import { seedDemoData } from './seed';

jest.setTimeout(60_000);

export interface Harness {
  app: Koa;
  connection: Connection;
  config: IdentityConfig;
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Runs once the database is up, before the app is created (may adjust the config). */
  beforeApp?: (connection: Connection, config: IdentityConfig) => Promise<void>;
}

/** A real embedded database with the demo seed and an identity app on an adjustable clock. */
export async function startHarness(
  env: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const testApp = await startTestApp({
    name: 'identity',
    config: (mongodbUri) =>
      loadConfig({
        MONGODB_URI: mongodbUri,
        INTERNAL_SECRET: TEST_SECRET,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'silent',
        ...env,
      }),
    seed: async (connection, config) => {
      await prepareDatabase(connection, config);
      // Like bootService: the demo seed only in demo mode.
      if (config.demoMode) await seedDemoData(connection, config);
      await options.beforeApp?.(connection, config);
    },
    createApp: (deps) => createApp({ ...deps, clock: () => new Date(clock.now) }),
  });
  return {
    app: testApp.app,
    connection: testApp.connection,
    config: testApp.config,
    clock,
    close: testApp.stop,
  };
}

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

/** A real service app, seeded with the demo families, on port 0 over its own database. */
async function startSeededService(
  connection: Connection,
  name: 'academics' | 'messaging',
  mongodbUri: string,
): Promise<RunningService> {
  const db = connection.useDb(`${connection.name}_${name}`);
  const env = {
    MONGODB_URI: withDatabase(mongodbUri, db.name),
    INTERNAL_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    GATEWAY_INTERNAL_URL: 'http://127.0.0.1:1',
  };
  const deps = { connection: db, logger: testLogger() };
  let app: Koa;
  if (name === 'academics') {
    await seedAcademics(db);
    app = createAcademicsApp({ ...deps, config: loadAcademicsConfig(env) });
  } else {
    await seedMessaging(db);
    app = createMessagingApp({ ...deps, config: loadMessagingConfig(env) });
  }
  const server = http.createServer(app.callback());
  await listen(server, 0, '127.0.0.1');
  let running = true;
  return {
    url: serverUrl(server, '127.0.0.1'),
    stop: async () => {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Identity with the real academics and messaging apps (demo families) that the data backup reads. */
export async function startHarnessWithFamilyServices(): Promise<{
  h: Harness;
  academics: RunningService;
  messaging: RunningService;
}> {
  const started: Partial<Record<'academics' | 'messaging', RunningService>> = {};
  const h = await startHarness(
    {},
    {
      beforeApp: async (connection, config) => {
        started.academics = await startSeededService(connection, 'academics', config.mongodbUri);
        started.messaging = await startSeededService(connection, 'messaging', config.mongodbUri);
        config.academicsUrl = started.academics.url;
        config.messagingUrl = started.messaging.url;
      },
    },
  );
  const { academics, messaging } = started;
  if (!academics || !messaging) throw new Error('academics or messaging did not start');
  return {
    h: {
      ...h,
      close: async () => {
        await academics.stop();
        await messaging.stop();
        await h.close();
      },
    },
    academics,
    messaging,
  };
}

export const NEW_PARENT_PASSWORD = 'Waalid-2025!';
let registered = 0;

/**
 * A parent who registered through the API (no passcode) and is signed in, in a browser of their
 * own: tests that change secrets or emails use one so the demo accounts stay as seeded.
 */
export async function registeredParent(
  harness: Harness,
): Promise<{ browser: Browser; id: string; email: string; password: string }> {
  registered += 1;
  const email = `parent.${registered}.${Date.now()}@example.org`;
  const browser = new Browser(harness, `192.0.2.${registered}`);
  await browser.grantAccess();
  const res = await browser.post('/api/auth/register', {
    firstName: 'Sahra',
    lastName: 'Ali',
    email,
    password: NEW_PARENT_PASSWORD,
    confirmPassword: NEW_PARENT_PASSWORD,
    role: 'parent',
  });
  expect(res.status).toBe(201);
  const id = (res.body as { id: string }).id;
  browser.actAs(id, 'parent');
  return { browser, id, email, password: NEW_PARENT_PASSWORD };
}

interface StoredCookie {
  value: string;
  attributes: string;
}

/** A browser behind the gateway: keeps its cookies and sends them with signed identity headers. */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();
  userId = '';
  role: IdentityRole = 'anonymous';

  constructor(
    private readonly harness: Harness,
    readonly ip = '203.0.113.7',
  ) {}

  headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ');
    return {
      ...signedHeaders(TEST_SECRET, { userId: this.userId, role: this.role, clientIp: this.ip }),
      ...(cookie ? { cookie } : {}),
    };
  }

  async post(
    path: string,
    body: object = {},
    extra: Record<string, string> = {},
  ): Promise<request.Response> {
    const res = await request(this.harness.app.callback())
      .post(path)
      .set(this.headers())
      .set(extra)
      .send(body);
    this.store(res);
    return res;
  }

  async send(method: 'patch' | 'put', path: string, body: object = {}): Promise<request.Response> {
    const agent = request(this.harness.app.callback());
    const req = method === 'patch' ? agent.patch(path) : agent.put(path);
    const res = await req.set(this.headers()).send(body);
    this.store(res);
    return res;
  }

  async get(path: string): Promise<request.Response> {
    const res = await request(this.harness.app.callback()).get(path).set(this.headers());
    this.store(res);
    return res;
  }

  /** Raw Set-Cookie header of the last response that set `name`. */
  cookieAttributes(name: string): string | undefined {
    return this.cookies.get(name)?.attributes;
  }

  async grantAccess(): Promise<void> {
    const res = await this.post('/api/auth/verify-access-code', { accessCode: DEMO_ACCESS_CODE });
    expect(res.status).toBe(200);
  }

  async signIn(user: DemoUser): Promise<request.Response> {
    await this.grantAccess();
    const res = await this.post('/api/auth/login', {
      username: user.username,
      password: user.password,
    });
    expect(res.status).toBe(200);
    return res;
  }

  /** Signs in with the password, then acts as that user (what the gateway does next). */
  async signInAs(user: DemoUser): Promise<this> {
    await this.signIn(user);
    return this.actAs(user.id, user.role);
  }

  /** What the gateway does after resolving d742_sid: sign requests as this user. */
  actAs(userId: string, role: IdentityRole): this {
    this.userId = userId;
    this.role = role;
    return this;
  }

  private store(res: request.Response): void {
    const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of raw ?? []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes: attrs.join(';').trim() });
    }
  }
}
