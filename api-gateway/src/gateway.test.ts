import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import {
  errorBodySchema,
  moduleRegistrySchema,
  REMOTE_NAMES,
  SIGNED_IN_PAGE,
  STUDENT_NOT_FOUND_TEXT,
  studentListSchema,
  type User,
  userSchema,
} from '@d742/contracts';
import { DEMO_ACCESS_CODE, DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { IDENTITY_HEADERS, signIdentity, verifyIdentity } from '@d742/service-kit';
import { TEST_SECRET, testLogger } from '@d742/service-testing';
import { createGateway } from './app';
import { fillSignedInPage } from './signed-in-page';
import { closeServer, gatewayConfig, serve, unusedPortUrl, urlOf } from '../test/testing-servers';
import { signInThroughGateway, startTestStack, type TestStack } from '../test/testing-stack';

jest.setTimeout(120_000);

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const api = () => request(stack.gateway.app.callback());

const signIn = (user: { username: string; password: string }) => signInThroughGateway(stack, user);

describe('authentication', () => {
  it('answers 401 JSON to an unauthenticated /api/students', async () => {
    const res = await api().get('/api/students').expect(401);
    expect(res.body).toEqual({ error: 'Not signed in', code: 'UNAUTHORIZED' });
  });

  it('answers 401 to an unknown session cookie', async () => {
    await api()
      .get('/api/students')
      .set('Cookie', `d742_sid=${'x'.repeat(43)}`)
      .expect(401);
  });

  it('signs in through the gateway, relays every cookie, then lists Amina’s three children', async () => {
    const { agent, res } = await signIn(DEMO_USERS.amina);
    expect(userSchema.parse(res.body).id).toBe(DEMO_USERS.amina.id);
    const names = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['d742_sid', 'd742_device']));

    const students = studentListSchema.parse((await agent.get('/api/students').expect(200)).body);
    expect(students.map((s) => s.id).sort()).toEqual(
      [DEMO_STUDENTS.hodan.id, DEMO_STUDENTS.abdi.id, DEMO_STUDENTS.ayaan.id].sort(),
    );
  });

  it('keeps one family out of another family’s grades (404) while serving its own', async () => {
    const { agent } = await signIn(DEMO_USERS.amina);
    const foreign = await agent.get(`/api/students/${DEMO_STUDENTS.ifrah.id}/grades`).expect(404);
    expect(errorBodySchema.parse(foreign.body).error).toBe(STUDENT_NOT_FOUND_TEXT.so);
    const own = await agent.get(`/api/students/${DEMO_STUDENTS.hodan.id}/grades`).expect(200);
    expect(own.body.length).toBeGreaterThan(0);
  });

  it('ignores identity headers sent by the browser, even correctly signed ones', async () => {
    const spoofed = signIdentity(TEST_SECRET, {
      userId: DEMO_USERS.farah.id,
      role: 'admin',
      clientIp: '10.0.0.1',
    });
    await api().get('/api/students').set(spoofed).expect(401);

    const { cookie } = await signIn(DEMO_USERS.amina);
    const res = await api().get('/api/students').set('Cookie', cookie).set(spoofed).expect(200);
    expect(res.body.map((s: { id: string }) => s.id)).not.toContain(DEMO_STUDENTS.ifrah.id);
    expect(res.body).toHaveLength(3);
  });

  it('revokes the session on sign-out (no stale cache)', async () => {
    const { agent, cookie } = await signIn(DEMO_USERS.farah);
    await agent.get('/api/students').expect(200);
    await agent.post('/api/auth/logout').expect(204);
    await api().get('/api/students').set('Cookie', cookie).expect(401);
  });
});

describe('routing', () => {
  it('proxies the voice routes after authentication (503 while voice is down)', async () => {
    // Every route of the contracts' table is built now; a planned one's 501 is the route table's test.
    const body = { text: 'Salaan', fromLanguage: 'so', toLanguage: 'en' };
    await api().post('/api/voice/translate').send(body).expect(401);
    const { agent } = await signIn(DEMO_USERS.amina);
    const res = await agent.post('/api/voice/translate').send(body).expect(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('refuses a voice upload over 2.5 MB of audio (413) and a JSON body over 1 MB on speak', async () => {
    const { agent } = await signIn(DEMO_USERS.amina);
    const tooBig = await agent
      .post('/api/voice/transcribe')
      .attach('audio', Buffer.alloc(2.6 * 1024 * 1024), 'a.wav')
      .field('language', 'so')
      .expect(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
    await agent
      .post('/api/voice/speak')
      .send({ text: 'a'.repeat(1024 * 1024 + 10), language: 'so' })
      .expect(413);
  });

  it('answers 404 JSON for an unknown /api path and 405 for a wrong method', async () => {
    const unknown = await api().get('/api/nothing-here').expect(404);
    expect(unknown.body.error).toBeTruthy();
    const wrong = await api().delete('/api/students').expect(405);
    expect(wrong.headers.allow).toBe('GET');
    expect(wrong.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses writes whose Origin is another site (403) and accepts its own origin', async () => {
    const res = await request(stack.url)
      .post('/api/auth/verify-access-code')
      .set('Origin', 'https://evil.example')
      .send({ accessCode: DEMO_ACCESS_CODE })
      .expect(403);
    expect(res.body.code).toBe('ORIGIN_MISMATCH');
    await request(stack.url)
      .post('/api/auth/verify-access-code')
      .set('Origin', stack.url)
      .send({ accessCode: DEMO_ACCESS_CODE })
      .expect(200);
  });

  it('answers 413 JSON to a request body over 1 MB', async () => {
    const res = await api()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'amina', password: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 503 JSON naming the owning service when it is down', async () => {
    const { cookie } = await signIn(DEMO_USERS.amina);
    const config = gatewayConfig({
      SERVICE_URL_IDENTITY: stack.config.services.identity,
      SERVICE_URL_ACADEMICS: await unusedPortUrl(),
    });
    const gateway = createGateway({ config, logger: testLogger() });
    try {
      const res = await request(gateway.app.callback())
        .get('/api/students')
        .set('Cookie', cookie)
        .set('Accept-Language', 'en')
        .expect(503);
      expect(res.body).toEqual({
        error:
          'This part of the portal is not available right now. Please try again in a few minutes.',
        code: 'SERVICE_UNAVAILABLE',
        service: 'academics',
      });
    } finally {
      gateway.close();
    }
  });

  it('sends cookies only to identity and signs the session’s identity for other services', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const echo = await serve((req, res) => {
      seen.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      res.end('[]');
    });
    const config = gatewayConfig({
      SERVICE_URL_IDENTITY: stack.config.services.identity,
      SERVICE_URL_ACADEMICS: urlOf(echo),
    });
    const gateway = createGateway({ config, logger: testLogger() });
    try {
      const { cookie } = await signIn(DEMO_USERS.amina);
      await request(gateway.app.callback())
        .get('/api/students?x=1')
        .set('Cookie', cookie)
        .set('Accept-Language', 'en')
        .set(IDENTITY_HEADERS.userId, DEMO_USERS.farah.id)
        .expect(200, []);
      const headers = seen[0]!;
      expect(headers.cookie).toBeUndefined();
      expect(headers['accept-language']).toBe('en');
      expect(verifyIdentity(TEST_SECRET, headers)).toMatchObject({
        userId: DEMO_USERS.amina.id,
        role: 'parent',
      });
    } finally {
      gateway.close();
      await closeServer(echo);
    }
  });
});

describe('GET /api/modules', () => {
  it('lists all four remotes, with version null while their servers are down', async () => {
    const res = await api().get('/api/modules').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const modules = moduleRegistrySchema.parse(res.body);
    expect(modules.map((m) => m.name)).toEqual([...REMOTE_NAMES]);
    for (const m of modules) {
      expect(m.manifestUrl).toBe(`/mfe/${m.name}/mf-manifest.json`);
      expect(m.version).toBeNull();
    }
  });

  it('answers 503 JSON naming the remote for the files of a remote that is down', async () => {
    const res = await api().get('/mfe/academics/remoteEntry.js').expect(503);
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', service: 'mfe-academics' });
  });
});

describe('GET /health', () => {
  it('reports each service as up or down', async () => {
    const res = await api().get('/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      services: {
        identity: 'up',
        academics: 'up',
        messaging: 'down',
        voice: 'down',
        reports: 'down',
        // The test stack runs the real delivery service (live notifications for closed pages).
        delivery: 'up',
      },
    });
  });
});

describe('security headers', () => {
  it('sets the content security policy, nosniff and same-origin referrer policy', async () => {
    const res = await api().get('/api/modules');
    const csp = res.headers['content-security-policy'];
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob: data:",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the signed-in home in the HTML (decision 034)', () => {
  // A stand-in for the shell's Node bundle (shell/src/prerender.tsx, tested in the shell and
  // end to end): it shows whom and in which language the gateway asked it to render.
  const RENDERER = `exports.renderSignedInPage = (user, language, fragments = {}) => ({
    lang: language,
    title: 'Home ' + language,
    markup: '<p class="who">' + user.firstName + ' ' + user.lastName + ' (' + user.role + ')</p>' +
      Object.entries(fragments).map(([id, html]) => '<div data-fragment="' + id + '">' + html + '</div>').join(''),
  });`;
  // A stand-in for the academics remote's Node bundle (mfe-academics/src/prerender.tsx, tested
  // there and end to end): it lists the children its reads got, and says what each read answered.
  const OTHER_FAMILY_CHILD = DEMO_STUDENTS.ifrah;
  const FRAGMENT = `exports.renderHomeFragment = async (user, language, read) => {
    const outcome = (url) => read(url).then((body) => ({ url, body }), (error) => ({ url, error: error.message }));
    const children = await outcome('/api/students');
    const probes = await Promise.all([
      '/api/students/${OTHER_FAMILY_CHILD.id}/assignments/pending',
      'http://example.org/api/students',
      '/api/admin/overview',
    ].map(outcome));
    return {
      markup: '<ul class="children">' + (children.body || []).map((s) => '<li>' + s.firstName + '</li>').join('') + '</ul>',
      css: '.children{color:green}',
      queries: { language, reads: [children, ...probes] },
    };
  };`;
  const TEMPLATE =
    '<!doctype html><html lang="so"><head><title>District 742</title></head>' +
    `<body><div id="root" data-prerendered="${SIGNED_IN_PAGE.marker}">${SIGNED_IN_PAGE.slot}</div></body></html>`;

  beforeAll(async () => {
    await writeFile(path.join(stack.shellDist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(stack.shellDist, SIGNED_IN_PAGE.template), TEMPLATE);
    await writeFile(path.join(stack.shellDist, 'prerender.cjs'), RENDERER);
    await writeFile(path.join(stack.shellDist, 'home-fragment.cjs'), FRAGMENT);
  });

  const visit = (path: string, cookie?: string) => {
    const req = api().get(path).set('Accept', 'text/html');
    return cookie ? req.set('Cookie', cookie) : req;
  };
  /** The user the page hands the browser, from its JSON script. */
  const pageUser = (html: string) =>
    userSchema.parse(
      JSON.parse(
        new RegExp(
          `<script type="application/json" id="${SIGNED_IN_PAGE.sessionScriptId}">(.*?)</script>`,
        ).exec(html)?.[1] ?? 'null',
      ),
    );

  it("renders each person's own home, in their account's language, never cached", async () => {
    const amina = await signIn(DEMO_USERS.amina);
    const res = await visit('/', amina.cookie).expect(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.text).toContain('<p class="who">Amina Hassan (parent)</p>');
    expect(res.text).toContain('<html lang="so"');
    expect(res.text).toContain('<title>Home so</title>');
    expect(pageUser(res.text)).toMatchObject({ id: DEMO_USERS.amina.id, firstName: 'Amina' });

    const teacher = await signIn(DEMO_USERS.teacher);
    const other = await visit('/', teacher.cookie).expect(200);
    expect(other.text).not.toContain('Amina');
    expect(other.text).toContain('<p class="who">Sarah Johnson (teacher)</p>');
    expect(other.text).toContain('<html lang="en"');
    // The device learns the page's language (the app starts in it, not in Somali).
    expect(String(other.headers['set-cookie'])).toMatch(/d742_lang=en; path=\/;/);
    expect(pageUser(other.text).id).toBe(DEMO_USERS.teacher.id);
  });

  it("carries the academics dashboard read as the parent, with only the parent's own children (decision 035)", async () => {
    const amina = await signIn(DEMO_USERS.amina);
    const res = await visit('/', amina.cookie).expect(200);
    const ownChildren = [DEMO_STUDENTS.hodan, DEMO_STUDENTS.abdi, DEMO_STUDENTS.ayaan];
    const listed = /<div data-fragment="academics\/DashboardPanel"><ul class="children">(.*?)<\/ul>/
      .exec(res.text)?.[1]
      ?.match(/<li>[^<]*<\/li>/g);
    expect(listed?.sort()).toEqual(ownChildren.map((s) => `<li>${s.firstName}</li>`).sort());
    expect(res.text).not.toContain(OTHER_FAMILY_CHILD.firstName);
    expect(res.text).toMatch(/<style>\.children\{color:green\}<\/style><\/head>/);

    const queries = JSON.parse(
      new RegExp(
        `<script type="application/json" id="${SIGNED_IN_PAGE.queriesScriptId}">(.*?)</script>`,
      ).exec(res.text)?.[1] ?? 'null',
    ) as { language: string; reads: { url: string; error?: string }[] };
    expect(queries.language).toBe('so');
    // Another family's child is the service's 404, as in the browser; the page reads only the
    // API's own service routes.
    expect(queries.reads.slice(1).map((read) => read.error)).toEqual([
      expect.stringMatching(/answered 404/),
      'not a gateway path: http://example.org/api/students',
      'GET /api/admin/overview is not a service read',
    ]);
  });

  it("is in the account's language whatever the device's cookie says, and tells the device", async () => {
    const { cookie } = await signIn(DEMO_USERS.amina);
    for (const device of ['en', 'fr']) {
      const res = await visit('/', `${cookie}; d742_lang=${device}`).expect(200);
      expect(res.text).toContain('<html lang="so"');
      expect(String(res.headers['set-cookie'])).toMatch(/d742_lang=so; path=\//);
    }
    const same = await visit('/', `${cookie}; d742_lang=so`).expect(200);
    expect(same.headers['set-cookie']).toBeUndefined();
  });

  it('shows a language saved moments ago (the page is never built from a cached session)', async () => {
    const { agent, cookie } = await signIn(DEMO_USERS.farah);
    expect((await visit('/', cookie).expect(200)).text).toContain('<html lang="so"');
    await agent.patch('/api/user/profile').send({ language: 'en' }).expect(200);
    const after = await visit('/', cookie).expect(200);
    expect(after.text).toContain('<html lang="en"');
    expect(pageUser(after.text).language).toBe('en');
    await agent.patch('/api/user/profile').send({ language: 'so' }).expect(200);
  });

  it('sends index.html for other pages, an ended session, or a forged cookie', async () => {
    const { agent, cookie } = await signIn(DEMO_USERS.amina);
    expect((await visit('/grades', cookie).expect(200)).text).toContain('<title>app</title>');
    for (const forged of [`d742_sid=${'x'.repeat(43)}`, 'd742_sid=<script>']) {
      const res = await visit('/', forged).expect(200);
      expect(res.text).toContain('<title>app</title>');
      expect(res.text).not.toContain(SIGNED_IN_PAGE.sessionScriptId);
    }
    await agent.post('/api/auth/logout').expect(204);
    expect((await visit('/', cookie).expect(200)).text).toContain('<title>app</title>');
  });

  it('keeps the JSON script closed whatever the names hold', () => {
    const page = fillSignedInPage(
      TEMPLATE,
      { lang: 'en', title: 'a</title><script>', markup: '<p>x</p>' },
      { firstName: '</script><script>alert(1)</script>', lastName: 'x' } as unknown as User,
    );
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(page).toContain('<title>a&lt;/title&gt;&lt;script&gt;</title>');
  });
});
