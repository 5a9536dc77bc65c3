import { DEMO_ACCESS_CODE, DEMO_USERS, expect, test } from '../support/fixtures';

test.describe('the public API through the gateway', () => {
  test('answers 401 JSON to every signed-out data call', async ({ request }) => {
    for (const path of ['/api/students', '/api/user/profile', '/api/messages', '/api/events']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(401);
      expect((await res.json()).error, path).toEqual(expect.any(String));
    }
  });

  test('blocks a client after three wrong access codes, even with the right one', async ({
    playwright,
    baseURL,
  }) => {
    const client = await playwright.request.newContext({ baseURL });
    const attempt = (accessCode: string) =>
      client.post('/api/auth/verify-access-code', { data: { accessCode } });
    expect((await attempt('NOPE1')).status()).toBe(401);
    const second = await attempt('NOPE2');
    expect(second.status()).toBe(401);
    expect(await second.json()).toMatchObject({ attemptsRemaining: 1 });
    const third = await attempt('NOPE3');
    expect(third.status()).toBe(429);
    expect((await third.json()).error).toBe(
      'Access temporarily blocked. Contact your administrator for assistance.',
    );
    const right = await attempt(DEMO_ACCESS_CODE);
    expect(right.status()).toBe(429);
    // Without a grant, the password sign-in is refused by the server itself.
    const login = await client.post('/api/auth/login', {
      data: { username: DEMO_USERS.amina.username, password: DEMO_USERS.amina.password },
    });
    expect(login.status()).toBe(403);
    await client.dispose();
  });

  test("never lets a parent read another family's child", async ({ playwright, baseURL }) => {
    const farah = await playwright.request.newContext({ baseURL });
    expect(
      (
        await farah.post('/api/auth/verify-access-code', { data: { accessCode: DEMO_ACCESS_CODE } })
      ).ok(),
    ).toBe(true);
    const login = await farah.post('/api/auth/login', {
      data: { username: DEMO_USERS.farah.username, password: DEMO_USERS.farah.password },
    });
    expect(login.status()).toBe(200);
    const students = (await (await farah.get('/api/students')).json()) as Array<{
      id: string;
      firstName: string;
    }>;
    expect(students.map((s) => s.firstName)).toEqual(['Ifrah']);
    const own = await farah.get(`/api/students/${students[0]!.id}/grades`);
    expect(own.status()).toBe(200);
    expect(((await own.json()) as unknown[]).length).toBeGreaterThanOrEqual(8);
    const hodanId = '64b000000000000000000001';
    const foreign = await farah.get(`/api/students/${hodanId}/grades`);
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    expect((await farah.get('/api/students/not-an-id/grades')).status()).toBe(400);
    await farah.dispose();
  });

  test('lists the four remotes in the module registry', async ({ request }) => {
    const res = await request.get('/api/modules');
    expect(res.status()).toBe(200);
    const modules = (await res.json()) as Array<{
      name: string;
      manifestUrl: string;
      version: string | null;
    }>;
    expect(modules.map((m) => m.name).sort()).toEqual([
      'academics',
      'messaging',
      'reports',
      'voice',
    ]);
    for (const m of modules) {
      expect(m.version).toEqual(expect.any(String));
      expect((await request.get(m.manifestUrl)).status()).toBe(200);
    }
  });
});
