import { API_ROUTES } from '@d742/contracts';
import { createRouteTable, DEFAULT_BODY_LIMIT, routeKey } from './route-table';

const concrete = (path: string) => path.replace(/:[^/]+/g, '64b000000000000000000001');

describe('createRouteTable()', () => {
  const table = createRouteTable();

  it('matches every route of the API table to its own entry', () => {
    for (const route of API_ROUTES) {
      const match = table.match(route.method, concrete(route.path));
      expect(match).toMatchObject({
        kind: 'route',
        route: { key: routeKey(route), service: route.service },
      });
    }
  });

  it('marks as built exactly the routes the contracts do not mark planned', () => {
    expect(table.routes.filter((r) => r.built).map((r) => r.key)).toEqual(
      API_ROUTES.filter((r) => !r.planned).map(routeKey),
    );
    expect(table.routes.find((r) => r.key === 'POST /api/voice/translate')?.built).toBe(true);
    expect(table.routes.find((r) => r.key === 'GET /api/students/:id/grades')?.built).toBe(true);
  });

  it('tells a wrong method on a known path (405) apart from an unknown path', () => {
    expect(table.match('DELETE', '/api/students')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET'],
    });
    expect(table.match('GET', '/api/students/1/nothing')).toEqual({ kind: 'none' });
    expect(table.match('GET', '/api/students/')).toEqual({ kind: 'none' });
  });

  it('keeps the pending-count path apart from the assignments path', () => {
    const pending = table.match('GET', '/api/students/abc/assignments/pending');
    expect(pending.kind === 'route' && pending.route.path).toBe(
      '/api/students/:id/assignments/pending',
    );
  });

  it('gives voice uploads 2.5 MB of audio plus 64 KB of form, other routes the 1 MB default', () => {
    const audioLimit = 2.5 * 1024 * 1024 + 64 * 1024;
    for (const key of ['POST /api/voice/transcribe', 'POST /api/voice/chat-complete'])
      expect(table.routes.find((r) => r.key === key)?.bodyLimit).toBe(audioLimit);
    expect(table.routes.find((r) => r.key === 'POST /api/voice/speak')?.bodyLimit).toBe(
      DEFAULT_BODY_LIMIT,
    );
    expect(table.routes.find((r) => r.key === 'POST /api/auth/login')?.bodyLimit).toBe(
      DEFAULT_BODY_LIMIT,
    );
  });

  it('answers a table of its own (routes planned or not)', () => {
    const own = createRouteTable([
      { method: 'GET', path: '/api/a', service: 'reports', auth: true, planned: true },
      { method: 'GET', path: '/api/b', service: 'reports', auth: true },
    ]);
    expect(own.routes.map((r) => [r.key, r.built])).toEqual([
      ['GET /api/a', false],
      ['GET /api/b', true],
    ]);
  });

  it('hands back the path parameters, decoded', () => {
    expect(table.match('PUT', '/api/admin/remotes/academics')).toMatchObject({
      kind: 'route',
      route: { key: 'PUT /api/admin/remotes/:name', service: 'gateway', roles: ['admin'] },
      params: { name: 'academics' },
    });
    expect(table.match('GET', '/api/students/a%20b/grades')).toMatchObject({
      params: { id: 'a b' },
    });
    expect(table.match('GET', '/api/students')).toMatchObject({ params: {} });
  });

  it("works a request's match out once, and again when its method or path changed", () => {
    const own = createRouteTable([
      { method: 'GET', path: '/api/a/:id', service: 'reports', auth: true },
      { method: 'POST', path: '/api/b', service: 'reports', auth: true },
    ]);
    const req = {};
    const ctx = { method: 'GET', path: '/api/a/x', req } as never;
    const first = own.matchRequest(ctx);
    expect(first).toMatchObject({ kind: 'route', params: { id: 'x' } });
    expect(own.matchRequest(ctx)).toBe(first);
    expect(own.matchRequest({ method: 'GET', path: '/api/b', req } as never)).toEqual({
      kind: 'method-not-allowed',
      allowed: ['POST'],
    });
    expect(own.matchRequest({ method: 'GET', path: '/api/a/x', req: {} } as never)).not.toBe(first);
  });

  it('needs every parameter filled and every literal segment equal', () => {
    expect(table.match('GET', '/api/students//grades')).toEqual({ kind: 'none' });
    expect(table.match('GET', '/api/Students/1/grades')).toEqual({ kind: 'none' });
    expect(table.match('GET', '/api/students/1/grades/')).toEqual({ kind: 'none' });
  });
});
