import Koa from 'koa';
import request from 'supertest';
import { securityHeaders, securityHeaderSet } from './security-headers';

describe('securityHeaders()', () => {
  it("sets helmet's whole header set on every answer, the remotes' origins in the policy", async () => {
    const app = new Koa();
    app.use(securityHeaders(['https://cdn.example']));
    app.use((ctx) => {
      ctx.body = { ok: ctx.path };
    });
    for (const path of ['/a', '/b']) {
      const res = await request(app.callback()).get(path).expect(200);
      expect(res.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
      });
      expect(res.headers['content-security-policy']).toContain(
        "script-src 'self' https://cdn.example",
      );
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('keeps no X-Powered-By that came before it', async () => {
    const app = new Koa();
    app.use((ctx, next) => {
      ctx.set('X-Powered-By', 'Koa');
      return next();
    });
    app.use(securityHeaders());
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const res = await request(app.callback()).get('/').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('works the set out once, the same for any request', () => {
    expect(securityHeaderSet()).toEqual(securityHeaderSet());
    expect(Object.keys(securityHeaderSet()).length).toBeGreaterThanOrEqual(12);
  });
});
