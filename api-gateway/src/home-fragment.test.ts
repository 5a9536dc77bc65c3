import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { User } from '@d742/contracts';
import { verifyIdentity } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { closeServer, serve, urlOf } from '../test/testing-servers';
import { createHomeFragment } from './home-fragment';
import { createRouteTable } from './route-table';

const parent = { id: '64b000000000000000000001', role: 'parent', firstName: 'Amina' } as User;

// A stand-in for the remote's bundle (the real one is tested in mfe-academics and end to end): it
// reads what the test names, and reports each read's answer or error.
const BUNDLE = `exports.renderHomeFragment = async (user, language, read) => {
  const reads = await Promise.all(JSON.parse(process.env.D742_TEST_READS).map((url) =>
    read(url).then((body) => ({ url, body }), (error) => ({ url, error: error.message }))));
  return { markup: '<p>' + user.firstName + '</p>', css: '', queries: reads };
};`;

describe('createHomeFragment (decision 035)', () => {
  let dir: string;
  let service: http.Server;
  const seen: http.IncomingMessage[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'd742-fragment-'));
    await writeFile(path.join(dir, 'fragment.cjs'), BUNDLE);
    service = await serve((req, res) => {
      seen.push(req);
      if (req.url === '/api/updates?limit=4') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify([{ id: 'u1' }]));
      } else if (req.url?.startsWith('/api/events')) {
        // Never answers: the budget cuts it off.
      } else {
        res.statusCode = 404;
        res.end('{"error":"Student not found."}');
      }
    });
  });
  afterAll(async () => {
    await closeServer(service);
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.length = 0;
  });

  function fragmentOf(reads: string[], bundle = path.join(dir, 'fragment.cjs')) {
    process.env.D742_TEST_READS = JSON.stringify(reads);
    const services = Object.fromEntries(
      ['identity', 'academics', 'messaging', 'voice', 'reports', 'delivery'].map((name) => [
        name,
        urlOf(service),
      ]),
    ) as Parameters<typeof createHomeFragment>[0]['services'];
    return createHomeFragment({
      bundle,
      table: createRouteTable(),
      services,
      secret: TEST_SECRET,
      logger: testLogger(),
      budgetMs: 300,
    });
  }

  it("reads through the owning service as the person, in the page's language", async () => {
    const fragment = await fragmentOf(['/api/updates?limit=4'])(parent, 'so', '10.0.0.7');
    expect(fragment).toEqual({
      markup: '<p>Amina</p>',
      css: '',
      queries: [{ url: '/api/updates?limit=4', body: [{ id: 'u1' }] }],
    });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req!.headers['accept-language']).toBe('so');
    expect(verifyIdentity(TEST_SECRET, req!.headers)).toMatchObject({
      userId: parent.id,
      role: 'parent',
      clientIp: '10.0.0.7',
    });
  });

  it("refuses what the person's own request could not read, without asking any service", async () => {
    const fragment = await fragmentOf([
      '/api/admin/audit',
      '/api/admin/overview',
      '/api/nowhere',
      '//example.org/api/students',
    ])(parent, 'en', '127.0.0.1');
    expect(fragment?.queries).toEqual([
      { url: '/api/admin/audit', error: 'GET /api/admin/audit is not for parent' },
      { url: '/api/admin/overview', error: 'GET /api/admin/overview is not a service read' },
      { url: '/api/nowhere', error: 'no route for GET /api/nowhere' },
      {
        url: '//example.org/api/students',
        error: 'not a gateway path: //example.org/api/students',
      },
    ]);
    expect(seen).toHaveLength(0);
  });

  it('renders with what came within the budget: a read still out is cut off', async () => {
    const started = Date.now();
    const fragment = await fragmentOf(['/api/events', '/api/updates?limit=4'])(parent, 'en', '::1');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fragment?.queries).toEqual([
      { url: '/api/events', error: expect.stringMatching(/timeout|abort/i) },
      { url: '/api/updates?limit=4', body: [{ id: 'u1' }] },
    ]);
  });

  it('gives null, and the page goes without, when the bundle is missing or renders nothing', async () => {
    expect(await fragmentOf([], path.join(dir, 'missing.cjs'))(parent, 'en', '::1')).toBeNull();
    await writeFile(
      path.join(dir, 'empty.cjs'),
      'exports.renderHomeFragment = async () => ({ markup: 1 });',
    );
    expect(await fragmentOf([], path.join(dir, 'empty.cjs'))(parent, 'en', '::1')).toBeNull();
  });
});
