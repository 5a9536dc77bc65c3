import { API_ROUTES } from '@d742/contracts';
import { BODY_LIMIT_OVERRIDES, BUILT_ROUTES, DEFAULT_BODY_LIMIT } from './built-routes';
import { createRouteTable, routeKey } from './route-table';

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

  it('marks exactly the listed routes as built', () => {
    expect(table.routes.filter((r) => r.built).map((r) => r.key)).toEqual([...BUILT_ROUTES]);
    expect(table.routes.find((r) => r.key === 'POST /api/voice/translate')?.built).toBe(false);
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

  it('gives voice uploads a larger body limit than the 1 MB default', () => {
    const transcribe = table.routes.find((r) => r.key === 'POST /api/voice/transcribe');
    expect(transcribe?.bodyLimit).toBe(BODY_LIMIT_OVERRIDES['POST /api/voice/transcribe']);
    expect(table.routes.find((r) => r.key === 'POST /api/auth/login')?.bodyLimit).toBe(
      DEFAULT_BODY_LIMIT,
    );
  });

  it('refuses a built-route list that names a route the API table lacks', () => {
    expect(() => createRouteTable(API_ROUTES, ['GET /api/nope'])).toThrow(/GET \/api\/nope/);
  });
});
