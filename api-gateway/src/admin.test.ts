import type http from 'node:http';
import request from 'supertest';
import WebSocket from 'ws';
import {
  adminOverviewSchema,
  API_ROUTES,
  moduleRegistrySchema,
  REMOTE_NAMES,
  remoteStatusSchema,
  SESSION_COOKIE,
  type RemoteModule,
} from '@d742/contracts';
import { createServiceApp } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { createGateway, type Gateway, type GatewayConfig } from './app';
import { federationManifest, staticFiles } from '../test/federation-manifest';
import { createIdentityStandIn, STAND_IN_SESSIONS } from '../test/identity-stand-in';
import { closeServer, gatewayConfig, serve, unusedPortUrl, urlOf } from '../test/testing-servers';

jest.setTimeout(30_000);

const identity = createIdentityStandIn();
const servers: http.Server[] = [];
const gateways: Gateway[] = [];
let config: GatewayConfig;
let gateway: Gateway;
let gatewayUrl: string;
let cdn: string;
let cdnDown: string;
let elsewhere: string;
const now = Date.parse('2025-03-03T08:00:00Z');
const clock = () => new Date(now);

async function listen(handler: Parameters<typeof serve>[0]): Promise<string> {
  const server = await serve(handler);
  servers.push(server);
  return urlOf(server);
}

beforeAll(async () => {
  const logger = testLogger();
  const identityUrl = await listen(identity.app);
  const academics = await listen(
    createServiceApp({
      name: 'academics',
      secret: TEST_SECRET,
      logger,
      version: '0.1.0',
      connection: { readyState: 1 },
    }),
  );
  // Up, but its database is not: /ready answers 503.
  const messaging = await listen(
    createServiceApp({
      name: 'messaging',
      secret: TEST_SECRET,
      logger,
      version: '0.1.0',
      connection: { readyState: 0 },
    }),
  );
  const academicsRemote = await listen(
    staticFiles({
      '/mf-manifest.json': federationManifest('academics', '0.1.0'),
      '/v2/mf-manifest.json': federationManifest('academics', '2.1.0'),
    }),
  );
  cdn = await listen(
    staticFiles({
      '/academics/3.0.0/mf-manifest.json': federationManifest('academics', '3.0.0'),
      '/academics/3.1.0/mf-manifest.json': federationManifest('academics', '3.1.0'),
      '/reports/1.0.0/mf-manifest.json': federationManifest('reports', '1.0.0'),
      '/academics/plain.json': { hello: 'world' },
      '/academics/broken.json': '{"id": "academics",',
      '/academics/remoteEntry.js': 'console.log(1)',
    }),
  );
  elsewhere = await listen(
    staticFiles({ '/academics/mf-manifest.json': federationManifest('academics', '9.9.9') }),
  );
  cdnDown = await unusedPortUrl();
  const down = await unusedPortUrl();
  const port = new URL(await unusedPortUrl()).port;

  config = gatewayConfig({
    GATEWAY_PORT: port,
    SERVICE_URL_IDENTITY: identityUrl,
    SERVICE_URL_ACADEMICS: academics,
    SERVICE_URL_MESSAGING: messaging,
    SERVICE_URL_REPORTS: down,
    SERVICE_URL_VOICE: down,
    REMOTE_URL_ACADEMICS: academicsRemote,
    REMOTE_ALLOWED_ORIGINS: `${cdn}/, ${cdnDown}`,
  });
  gateway = createGateway({ config, logger, clock });
  gateways.push(gateway);
  // On the configured port: same-origin manifest paths are fetched from the gateway itself.
  const server = gateway.app.listen(Number(port), '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  gatewayUrl = urlOf(server);
});

afterAll(async () => {
  for (const g of gateways) g.close();
  await Promise.all(servers.map(closeServer));
});

const api = () => request(gateway.app.callback());
const cookieOf = (role: keyof typeof STAND_IN_SESSIONS) =>
  `${SESSION_COOKIE}=${STAND_IN_SESSIONS[role].sid}`;
const asAdmin = () => cookieOf('admin');
const ADMIN_ID = STAND_IN_SESSIONS.admin.userId;
const concrete = (path: string) =>
  path.replace(':name', 'academics').replace(/:[^/]+/g, '64b000000000000000000001');
const roleRoutes = API_ROUTES.filter((r) => r.roles);

function send(method: string, path: string, cookie?: string) {
  const req = api()[method.toLowerCase() as 'get' | 'post' | 'put'](path);
  if (cookie) req.set('Cookie', cookie);
  return method === 'GET' ? req : req.send({});
}

const putOverride = (name: string, manifestUrl: string) =>
  api().put(`/api/admin/remotes/${name}`).set('Cookie', asAdmin()).send({ manifestUrl });

/** Calls the gateway made to identity since `from` (the stand-in's log, session lookups aside). */
const identityCallsSince = (from: number) => identity.calls.slice(from);

describe('admin-only routes', () => {
  it('lists the dashboard routes as admin-only, three of them answered by the gateway', () => {
    expect(roleRoutes.length).toBeGreaterThanOrEqual(7);
    expect(roleRoutes.every((r) => r.roles?.join() === 'admin')).toBe(true);
    expect(roleRoutes.filter((r) => r.service === 'gateway').map((r) => r.path)).toEqual([
      '/api/admin/overview',
      '/api/admin/remotes/:name',
      '/api/admin/remotes/:name/rollback',
    ]);
  });

  it('answers 401 to every one of them signed out', async () => {
    for (const route of roleRoutes) {
      const res = await send(route.method, concrete(route.path));
      expect([route.path, res.status, res.body]).toEqual([
        route.path,
        401,
        { error: 'Not signed in', code: 'UNAUTHORIZED' },
      ]);
    }
  });

  it.each(['parent', 'teacher'] as const)(
    'answers 403 to a %s on every one of them, before anything reaches a service',
    async (role) => {
      const before = identity.calls.length;
      for (const route of roleRoutes) {
        const res = await send(route.method, concrete(route.path), cookieOf(role));
        expect([route.path, res.status, res.body]).toEqual([
          route.path,
          403,
          { error: 'Forbidden', code: 'FORBIDDEN' },
        ]);
      }
      expect(identityCallsSince(before)).toEqual([]);
    },
  );

  it('proxies an admin to the identity-owned ones, signed as the admin', async () => {
    const before = identity.calls.length;
    await api().get('/api/admin/audit').set('Cookie', asAdmin()).expect(200, []);
    expect(identityCallsSince(before)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/admin/audit', role: 'admin' }),
    ]);
  });
});

describe('GET /api/admin/overview', () => {
  it('reports the gateway, each service, each remote, live sockets and traffic', async () => {
    const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`, {
      headers: { cookie: asAdmin() },
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const res = await api().get('/api/admin/overview').set('Cookie', asAdmin()).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const overview = adminOverviewSchema.parse(res.body);
      expect(overview.gateway).toEqual({ version: '0.1.0', uptimeSeconds: 0 });
      expect(overview.live).toEqual({ connections: 1 });

      const services = Object.fromEntries(overview.services.map((s) => [s.name, s]));
      expect(Object.keys(services).sort()).toEqual(
        ['academics', 'delivery', 'identity', 'messaging', 'reports', 'voice'].sort(),
      );
      expect(services.academics).toEqual({
        name: 'academics',
        status: 'up',
        responseTimeMs: expect.any(Number),
        version: '0.1.0',
        uptimeSeconds: expect.any(Number),
        database: 'up',
        checkedAt: new Date(now).toISOString(),
      });
      expect(services.identity?.status).toBe('up');
      // Answers, but not ready: down, with what it said.
      expect(services.messaging).toMatchObject({
        status: 'down',
        responseTimeMs: expect.any(Number),
        database: 'down',
      });
      // Stopped: down, nothing known.
      for (const stopped of [services.reports, services.voice]) {
        expect(stopped).toMatchObject({
          status: 'down',
          responseTimeMs: null,
          version: null,
          uptimeSeconds: null,
          database: null,
        });
      }

      expect(overview.remotes.map((r) => r.name)).toEqual([...REMOTE_NAMES]);
      expect(overview.remotes.find((r) => r.name === 'academics')).toEqual({
        name: 'academics',
        manifestUrl: '/mfe/academics/mf-manifest.json',
        defaultManifestUrl: '/mfe/academics/mf-manifest.json',
        overridden: false,
        version: '0.1.0',
        reachable: true,
      });
      expect(overview.remotes.find((r) => r.name === 'voice')).toMatchObject({
        overridden: false,
        version: null,
        reachable: false,
      });
      expect(overview.traffic.windowMinutes).toBe(15);
    } finally {
      socket.close();
    }
  });

  it('counts traffic by route pattern, 5xx as errors', async () => {
    const parent = cookieOf('parent');
    const id = '64b0000000000000000000f1';
    // academics answers 404 (no such route in the stand-in), reports is down (503).
    await api().get(`/api/students/${id}/grades`).set('Cookie', parent).expect(404);
    await api().get('/api/students/64b0000000000000000000f2/grades').set('Cookie', parent);
    await api().get(`/api/students/${id}/behavior-reports`).set('Cookie', parent).expect(503);
    await api().get('/api/not-a-route').set('Cookie', parent).expect(404);

    const { body } = await api().get('/api/admin/overview').set('Cookie', asAdmin()).expect(200);
    const { traffic } = adminOverviewSchema.parse(body);
    expect(traffic.routes).toEqual(
      expect.arrayContaining([
        { route: 'GET /api/students/:id/grades', requests: 2, errors: 0 },
        { route: 'GET /api/students/:id/behavior-reports', requests: 1, errors: 1 },
      ]),
    );
    expect(traffic.routes.every((r) => /^[A-Z]+ \/api\/[a-z/:-]+$/.test(r.route))).toBe(true);
    expect(JSON.stringify(traffic)).not.toContain(id);
    expect(JSON.stringify(traffic)).not.toContain('not-a-route');
  });
});

describe('PUT /api/admin/remotes/:name', () => {
  const rejects = async (name: string, manifestUrl: string, status: number, code: string) => {
    const before = identity.calls.length;
    const res = await putOverride(name, manifestUrl);
    expect([manifestUrl, res.status, res.body.code]).toEqual([manifestUrl, status, code]);
    expect(identityCallsSince(before).filter((c) => c.method === 'POST')).toEqual([]);
  };

  it('refuses an origin that is not allowed', async () => {
    await rejects(
      'academics',
      `${elsewhere}/academics/mf-manifest.json`,
      400,
      'REMOTE_ORIGIN_NOT_ALLOWED',
    );
    const host = new URL(elsewhere).host;
    await rejects(
      'academics',
      `//${host}/academics/mf-manifest.json`,
      400,
      'REMOTE_ORIGIN_NOT_ALLOWED',
    );
    await rejects('academics', 'javascript:alert(1)//.json', 400, 'REMOTE_ORIGIN_NOT_ALLOWED');
    await rejects('academics', 'mf-manifest.json', 400, 'REMOTE_ORIGIN_NOT_ALLOWED');
  });

  it('refuses a manifest that cannot be loaded', async () => {
    await rejects(
      'academics',
      `${cdn}/academics/9.9.9/mf-manifest.json`,
      400,
      'REMOTE_UNREACHABLE',
    );
    await rejects('academics', `${cdnDown}/academics/mf-manifest.json`, 400, 'REMOTE_UNREACHABLE');
    await rejects('academics', '/mfe/academics/v9/mf-manifest.json', 400, 'REMOTE_UNREACHABLE');
  });

  it('refuses anything but this remote’s federation manifest', async () => {
    await rejects('academics', `${cdn}/academics/plain.json`, 400, 'REMOTE_MANIFEST_INVALID');
    await rejects('academics', `${cdn}/academics/broken.json`, 400, 'REMOTE_MANIFEST_INVALID');
    await rejects('academics', `${cdn}/academics/remoteEntry.js`, 400, 'REMOTE_MANIFEST_INVALID');
    await rejects(
      'academics',
      `${cdn}/reports/1.0.0/mf-manifest.json`,
      400,
      'REMOTE_MANIFEST_INVALID',
    );
  });

  it('answers 404 for an unknown remote and 400 for a body off the contract', async () => {
    await rejects('homework', `${cdn}/academics/3.0.0/mf-manifest.json`, 404, 'REMOTE_NOT_FOUND');
    const res = await api()
      .put('/api/admin/remotes/academics')
      .set('Cookie', asAdmin())
      .send({ manifestUrl: '', extra: 1 })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('stores a good manifest in identity, then serves it from /api/modules at once', async () => {
    const before = identity.calls.length;
    const manifestUrl = `${cdn}/academics/3.0.0/mf-manifest.json`;
    const res = await putOverride('academics', manifestUrl).expect(200);
    expect(remoteStatusSchema.parse(res.body)).toEqual({
      name: 'academics',
      manifestUrl,
      defaultManifestUrl: '/mfe/academics/mf-manifest.json',
      overridden: true,
      version: '3.0.0',
      reachable: true,
    });
    expect(identityCallsSince(before).filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/internal/remote-overrides/academics',
        role: 'system',
        body: { manifestUrl, actorId: ADMIN_ID },
      },
    ]);
    const modules = moduleRegistrySchema.parse((await api().get('/api/modules').expect(200)).body);
    expect(modules.find((m) => m.name === 'academics')).toEqual({
      name: 'academics',
      manifestUrl,
      version: '3.0.0',
    });
  });

  it('accepts a same-origin path, fetched from the gateway itself', async () => {
    const res = await putOverride('academics', '/mfe/academics/v2/mf-manifest.json').expect(200);
    expect(res.body).toMatchObject({
      manifestUrl: '/mfe/academics/v2/mf-manifest.json',
      overridden: true,
      version: '2.1.0',
      reachable: true,
    });
  });
});

describe('POST /api/admin/remotes/:name/rollback', () => {
  it('goes back one manifest at a time, then to the default, then answers 409', async () => {
    identity.setOverride('reports', null);
    const before = identity.calls.length;
    await putOverride('reports', `${cdn}/reports/1.0.0/mf-manifest.json`).expect(200);
    const rollback = () =>
      api().post('/api/admin/remotes/reports/rollback').set('Cookie', asAdmin());

    const back = await rollback().expect(200);
    expect(remoteStatusSchema.parse(back.body)).toMatchObject({
      name: 'reports',
      manifestUrl: '/mfe/reports/mf-manifest.json',
      overridden: false,
    });
    expect(identityCallsSince(before).filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/internal/remote-overrides/reports' }),
      {
        method: 'POST',
        path: '/internal/remote-overrides/reports/rollback',
        role: 'system',
        body: { actorId: ADMIN_ID },
      },
    ]);

    await rollback().expect(200); // the seeded null entry
    const conflict = await rollback().expect(409);
    expect(conflict.body).toEqual({
      error: 'Nothing to roll back to',
      code: 'NOTHING_TO_ROLL_BACK',
    });
  });

  it('answers 404 for an unknown remote', async () => {
    await api().post('/api/admin/remotes/homework/rollback').set('Cookie', asAdmin()).expect(404);
  });
});

describe('GET /api/modules across gateway instances', () => {
  it('serves another instance’s override on the first request after its cache expires', async () => {
    let otherNow = now;
    const other = createGateway({
      config,
      logger: testLogger(),
      clock: () => new Date(otherNow),
    });
    gateways.push(other);
    const modulesOf = async () =>
      moduleRegistrySchema.parse(
        (await request(other.app.callback()).get('/api/modules').expect(200)).body,
      );
    const academicsOf = (modules: RemoteModule[]) => modules.find((m) => m.name === 'academics');

    const first = academicsOf(await modulesOf());
    const next = `${cdn}/academics/3.1.0/mf-manifest.json`;
    await putOverride('academics', next).expect(200);

    expect(academicsOf(await modulesOf())).toEqual(first); // still cached (2 s)
    otherNow += 2_001;
    expect(academicsOf(await modulesOf())).toEqual({
      name: 'academics',
      manifestUrl: next,
      version: '3.1.0',
    });
  });

  it('serves the configured remotes when identity cannot be reached', async () => {
    const lonely = createGateway({
      config: { ...config, services: { ...config.services, identity: cdnDown } },
      logger: testLogger(),
    });
    gateways.push(lonely);
    const res = await request(lonely.app.callback()).get('/api/modules').expect(200);
    for (const m of moduleRegistrySchema.parse(res.body))
      expect(m.manifestUrl).toBe(`/mfe/${m.name}/mf-manifest.json`);
  });
});

describe('Content-Security-Policy', () => {
  it('admits exactly the allowed remote origins besides the gateway itself', async () => {
    const res = await api().get('/api/modules');
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    const origins = [cdn, cdnDown];
    expect(config.remoteAllowedOrigins).toEqual(origins);
    expect(directives['script-src']).toEqual(["'self'", ...origins]);
    expect(directives['connect-src']).toEqual(["'self'", 'ws:', 'wss:', ...origins]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", ...origins]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    expect(directives['font-src']).toEqual(["'self'", 'data:', ...origins]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['media-src']).toEqual(["'self'", 'blob:', 'data:']);
  });
});
