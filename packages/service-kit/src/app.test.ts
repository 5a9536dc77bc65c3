import Router from '@koa/router';
import request from 'supertest';
import { z } from 'zod';
import { readinessSchema } from '@d742/contracts';
import { createServiceApp, packageVersion } from './app';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  NotImplementedError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { requireRole, requireSystem, requireUser } from './guards';
import { signIdentity } from './identity';
import { signedHeaders, TEST_SECRET, testLogger } from './test-support';
import { validate } from './validate';

const parent = signedHeaders(TEST_SECRET, { userId: 'u-parent', role: 'parent' });

function buildApp() {
  const app = createServiceApp({
    name: 'test-service',
    secret: TEST_SECRET,
    logger: testLogger(),
    bodyLimit: '1kb',
    publicPaths: ['/open'],
    health: async () => ({ db: 'up' }),
  });
  const router = new Router();
  const errors = {
    validation: () => new ValidationError('Bad field', { details: [{ path: 'x' }] }),
    unauthorized: () => new UnauthorizedError(),
    forbidden: () => new ForbiddenError(),
    'not-found': () => new NotFoundError('Student not found'),
    conflict: () => new ConflictError('Username taken', { code: 'USERNAME_TAKEN' }),
    'too-large': () => new PayloadTooLargeError(),
    'too-many': () => new TooManyRequestsError(),
    'not-implemented': () => new NotImplementedError(),
    'with-fields': () =>
      new ConflictError('Taken', { fields: { service: 'academics', error: 'x', code: 'y' } }),
  };
  router.get('/errors/:kind', (ctx) => {
    throw errors[ctx.params.kind as keyof typeof errors]();
  });
  router.get('/boom', () => {
    throw new Error('secret internals');
  });
  router.get('/whoami', (ctx) => {
    ctx.body = { identity: ctx.state.identity, language: ctx.state.language };
  });
  router.get('/open', (ctx) => {
    ctx.body = { identity: ctx.state.identity ?? null };
  });
  router.post('/echo', (ctx) => {
    ctx.body = { received: ctx.request.body };
  });
  router.post('/validated', (ctx) => {
    ctx.body = validate(
      z.object({ name: z.string().min(2, 'Name is too short'), age: z.number() }),
      ctx.request.body,
    );
  });
  router.get('/teachers-only', requireRole('teacher', 'admin'), (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/users-only', requireUser(), (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/internal', requireSystem(), (ctx) => {
    ctx.body = { ok: true };
  });
  app.use(router.routes());
  return app.callback();
}

describe('createServiceApp()', () => {
  const callback = buildApp();

  describe('GET /health', () => {
    it('answers without identity headers, with the service name and extra fields', async () => {
      const res = await request(callback).get('/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', service: 'test-service', db: 'up' });
    });
  });

  describe('identity verification', () => {
    it('rejects an unsigned request with 401 JSON', async () => {
      const res = await request(callback).get('/whoami');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'UNAUTHORIZED' });
    });

    it('rejects a tampered role', async () => {
      const res = await request(callback)
        .get('/whoami')
        .set({ ...parent, 'x-d742-user-role': 'admin' });
      expect(res.status).toBe(401);
    });

    it('rejects a signature made with another secret', async () => {
      const forged = signIdentity('another-secret-another-secret-another', {
        userId: 'u',
        role: 'admin',
        clientIp: '1.2.3.4',
      });
      expect((await request(callback).get('/whoami').set(forged)).status).toBe(401);
    });

    it('rejects an expired signature', async () => {
      const old = signIdentity(
        TEST_SECRET,
        { userId: 'u', role: 'parent', clientIp: '127.0.0.1' },
        Date.now() - 61_000,
      );
      expect((await request(callback).get('/whoami').set(old)).status).toBe(401);
    });

    it('puts a valid identity and the language on ctx.state', async () => {
      const res = await request(callback)
        .get('/whoami')
        .set(parent)
        .set('Accept-Language', 'en-US,en;q=0.9');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        identity: { userId: 'u-parent', role: 'parent', clientIp: '127.0.0.1' },
        language: 'en',
      });
    });

    it('defaults the language to Somali', async () => {
      const res = await request(callback).get('/whoami').set(parent).set('Accept-Language', 'fr');
      expect(res.body.language).toBe('so');
    });

    it('lets public paths through without identity', async () => {
      const res = await request(callback).get('/open');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ identity: null });
    });
  });

  describe('error answers', () => {
    it.each([
      ['validation', 400, 'VALIDATION_FAILED', 'Bad field'],
      ['unauthorized', 401, 'UNAUTHORIZED', 'Not signed in'],
      ['forbidden', 403, 'FORBIDDEN', 'Forbidden'],
      ['not-found', 404, 'NOT_FOUND', 'Student not found'],
      ['conflict', 409, 'USERNAME_TAKEN', 'Username taken'],
      ['too-large', 413, 'PAYLOAD_TOO_LARGE', 'Request body too large'],
      ['too-many', 429, 'TOO_MANY_REQUESTS', 'Too many requests'],
      ['not-implemented', 501, 'NOT_IMPLEMENTED', 'This feature is not available yet'],
    ])('%s → %i { error, code }', async (kind, status, code, message) => {
      const res = await request(callback).get(`/errors/${kind}`).set(parent);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ error: message, code });
      expect(res.headers['content-type']).toMatch(/json/);
    });

    it('includes details when the error has them', async () => {
      const res = await request(callback).get('/errors/validation').set(parent);
      expect(res.body.details).toEqual([{ path: 'x' }]);
    });

    it('adds the error’s extra fields at the top, never over error or code', async () => {
      const res = await request(callback).get('/errors/with-fields').set(parent);
      expect(res.body).toEqual({ service: 'academics', error: 'Taken', code: 'CONFLICT' });
    });

    it('hides unexpected errors behind a 500', async () => {
      const res = await request(callback).get('/boom').set(parent);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
      expect(JSON.stringify(res.body)).not.toContain('secret internals');
    });

    it('answers unknown paths with 404 JSON', async () => {
      const res = await request(callback).get('/nowhere').set(parent);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    });
  });

  describe('JSON bodies', () => {
    it('parses JSON', async () => {
      const res = await request(callback)
        .post('/echo')
        .set(parent)
        .send({ a: [1, { b: 'c' }] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: { a: [1, { b: 'c' }] } });
    });

    it('gives an empty object when there is no body', async () => {
      const res = await request(callback).post('/echo').set(parent);
      expect(res.body).toEqual({ received: {} });
    });

    it('answers malformed JSON with 400', async () => {
      const res = await request(callback)
        .post('/echo')
        .set(parent)
        .set('Content-Type', 'application/json')
        .send('{"a":');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), code: 'INVALID_JSON' });
    });

    it('answers a body over the limit with 413', async () => {
      const res = await request(callback)
        .post('/echo')
        .set(parent)
        .send({ text: 'x'.repeat(2000) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });

    it('refuses non-JSON content types with 415', async () => {
      const res = await request(callback)
        .post('/echo')
        .set(parent)
        .set('Content-Type', 'text/plain')
        .send('hello');
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it.each([
      [{ username: { $ne: null } }, 'username.$ne'],
      [{ list: [{ ok: 1 }, { 'a.b': 1 }] }, 'list[1].a.b'],
      [{ $where: 'sleep(1)' }, '$where'],
    ])('rejects operator-like keys with 400 (%j)', async (body, key) => {
      const res = await request(callback).post('/echo').set(parent).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN_KEY', details: { key } });
    });
  });

  describe('validate()', () => {
    it('uses the first issue as the error and lists every issue', async () => {
      const res = await request(callback).post('/validated').set(parent).send({ name: 'A' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Name is too short');
      expect(res.body.details).toEqual([
        { path: 'name', message: 'Name is too short' },
        { path: 'age', message: expect.any(String) },
      ]);
    });

    it('returns the parsed data', async () => {
      const res = await request(callback)
        .post('/validated')
        .set(parent)
        .send({ name: 'Amina', age: 9 });
      expect(res.body).toEqual({ name: 'Amina', age: 9 });
    });
  });

  describe('guards', () => {
    const anonymous = () => signedHeaders(TEST_SECRET, { role: 'anonymous' });
    const system = () => signedHeaders(TEST_SECRET, { role: 'system' });

    it('requireRole: 401 for anonymous, 403 for other roles, 200 for allowed roles', async () => {
      expect((await request(callback).get('/teachers-only').set(anonymous())).status).toBe(401);
      expect((await request(callback).get('/teachers-only').set(parent)).status).toBe(403);
      const teacher = signedHeaders(TEST_SECRET, { userId: 't1', role: 'teacher' });
      expect((await request(callback).get('/teachers-only').set(teacher)).status).toBe(200);
    });

    it('requireUser: any signed-in role passes, anonymous gets 401', async () => {
      expect((await request(callback).get('/users-only').set(anonymous())).status).toBe(401);
      expect((await request(callback).get('/users-only').set(parent)).status).toBe(200);
    });

    it('requireSystem: only role system passes', async () => {
      expect((await request(callback).get('/internal').set(anonymous())).status).toBe(401);
      expect((await request(callback).get('/internal').set(parent)).status).toBe(403);
      expect((await request(callback).get('/internal').set(system())).status).toBe(200);
    });
  });

  describe('GET /ready', () => {
    function readyApp(connection?: { readyState: number }) {
      let now = Date.parse('2025-03-01T08:00:00Z');
      const app = createServiceApp({
        name: 'test-service',
        secret: TEST_SECRET,
        logger: testLogger(),
        version: '1.2.3',
        connection,
        clock: () => new Date(now),
      });
      return {
        callback: app.callback(),
        advance: (ms: number) => {
          now += ms;
        },
      };
    }

    it('answers 200 without identity headers while the database is connected', async () => {
      const connection = { readyState: 1 };
      const { callback, advance } = readyApp(connection);
      advance(90_500);
      const res = await request(callback).get('/ready').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(readinessSchema.parse(res.body)).toEqual({
        status: 'ready',
        service: 'test-service',
        version: '1.2.3',
        uptimeSeconds: 90,
        database: 'up',
      });
    });

    it('answers 503 with the same body while the database is down, and 200 once it is back', async () => {
      const connection = { readyState: 0 };
      const { callback } = readyApp(connection);
      const res = await request(callback).get('/ready').expect(503);
      expect(readinessSchema.parse(res.body)).toEqual({
        status: 'not-ready',
        service: 'test-service',
        version: '1.2.3',
        uptimeSeconds: 0,
        database: 'down',
      });
      connection.readyState = 1;
      expect((await request(callback).get('/ready').expect(200)).body.status).toBe('ready');
    });

    it('counts a service without a database as ready', async () => {
      const res = await request(readyApp().callback).get('/ready').expect(200);
      expect(res.body.database).toBe('up');
    });

    it('reads the version of the nearest package.json', () => {
      expect(packageVersion(__dirname)).toMatch(/^\d+\.\d+\.\d+/);
      expect(packageVersion('/')).toBe('unknown');
    });
  });
});
