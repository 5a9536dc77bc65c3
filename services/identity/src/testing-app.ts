import type Koa from 'koa';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { DEMO_ACCESS_CODE, type DemoUser } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { signedHeaders, startTestApp, TEST_SECRET } from '@d742/service-testing';
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

/** A real embedded database with the demo seed and an identity app on an adjustable clock. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
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
      await seedDemoData(connection, config);
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
