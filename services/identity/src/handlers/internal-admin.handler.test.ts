import {
  INTERNAL_LANGUAGES_MAX,
  internalLanguagesSchema,
  internalNotificationPreferencesSchema,
  remoteOverrideListSchema,
  remoteOverrideSchema,
} from '@d742/contracts';
import { DEMO_USERS } from '@d742/demo-data';
import { Browser, startHarness, type Harness } from '../testing-app';

const { admin, amina } = DEMO_USERS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const gateway = () => new Browser(h, '127.0.0.1').actAs('', 'system');
const OVERRIDES = '/internal/remote-overrides';
const A = 'https://cdn.example.org/academics/v2/mf-manifest.json';
const B = 'https://cdn.example.org/academics/v3/mf-manifest.json';

async function set(name: string, manifestUrl: string | null) {
  return gateway().post(`${OVERRIDES}/${name}`, { manifestUrl, actorId: admin.id });
}
async function rollback(name: string) {
  return gateway().post(`${OVERRIDES}/${name}/rollback`, { actorId: admin.id });
}
async function list() {
  const res = await gateway().get(OVERRIDES);
  expect(res.status).toBe(200);
  return remoteOverrideListSchema.parse(res.body);
}
async function auditOf(action: string) {
  const res = await new Browser(h).actAs(admin.id, 'admin').get('/api/admin/audit?limit=500');
  return (res.body as { action: string }[]).filter((e) => e.action === action);
}

describe('remote-module overrides', () => {
  it('lists nothing before any override', async () => {
    expect(await list()).toEqual([]);
  });

  it('sets, keeps a history and rolls back to the default', async () => {
    const first = await set('academics', A);
    expect(first.status).toBe(200);
    expect(remoteOverrideSchema.strict().parse(first.body)).toEqual({
      name: 'academics',
      manifestUrl: A,
      updatedAt: new Date(h.clock.now).toISOString(),
    });
    h.clock.advance(1000);
    expect((await set('academics', B)).body.manifestUrl).toBe(B);
    expect(await list()).toEqual([
      { name: 'academics', manifestUrl: B, updatedAt: new Date(h.clock.now).toISOString() },
    ]);

    expect((await rollback('academics')).body.manifestUrl).toBe(A);
    const back = await rollback('academics');
    expect(back.status).toBe(200);
    expect(back.body.manifestUrl).toBeNull();
    const none = await rollback('academics');
    expect(none.status).toBe(409);
    expect(none.body).toEqual({
      error: 'There is no earlier manifest to return to',
      code: 'NOTHING_TO_ROLL_BACK',
    });
    expect((await list())[0]?.manifestUrl).toBeNull();
  });

  it('records who changed what from what to what', async () => {
    await set('messaging', A.replace('academics', 'messaging'));
    await rollback('messaging');
    const [override] = await auditOf('remote.override');
    expect(override).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      target: 'messaging',
      details: { from: null, to: A.replace('academics', 'messaging') },
    });
    const [undo] = await auditOf('remote.rollback');
    expect(undo).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      target: 'messaging',
      details: { from: A.replace('academics', 'messaging'), to: null },
    });
  });

  it('answers 409 for a remote never overridden and 400 for an unknown remote', async () => {
    expect((await rollback('voice')).status).toBe(409);
    expect((await set('payroll', A)).status).toBe(400);
    expect((await rollback('payroll')).status).toBe(400);
    expect((await list()).map((o) => o.name)).not.toContain('payroll');
  });

  it('refuses a body without a valid actor (400)', async () => {
    const res = await gateway().post(`${OVERRIDES}/reports`, { manifestUrl: A });
    expect(res.status).toBe(400);
    const ghost = await gateway().post(`${OVERRIDES}/reports`, {
      manifestUrl: A,
      actorId: '64a0000000000000000000ff',
    });
    expect(ghost.status).toBe(400);
    expect((await list()).map((o) => o.name)).not.toContain('reports');
  });

  it('is for services only, not for signed-in people, administrators included', async () => {
    const asAdmin = new Browser(h).actAs(admin.id, 'admin');
    expect((await asAdmin.get(OVERRIDES)).status).toBe(403);
    expect(
      (await asAdmin.post(`${OVERRIDES}/voice`, { manifestUrl: A, actorId: admin.id })).status,
    ).toBe(403);
    expect((await new Browser(h).get(OVERRIDES)).status).toBe(401);
  });
});

describe('GET /internal/users/:id/notification-preferences', () => {
  const path = (id: string) => `/internal/users/${id}/notification-preferences`;

  it("answers the person's switches, language and contact details", async () => {
    const before = await gateway().get(path(amina.id));
    expect(before.status).toBe(200);
    expect(internalNotificationPreferencesSchema.strict().parse(before.body)).toEqual({
      userId: amina.id,
      language: 'so',
      notifications: { push: true, email: true, sms: false },
      email: amina.email,
      phone: amina.phone,
      role: 'parent',
    });
    await new Browser(h)
      .actAs(amina.id, 'parent')
      .send('patch', '/api/user/profile', { notifications: { push: false }, language: 'en' });
    expect((await gateway().get(path(amina.id))).body).toMatchObject({
      language: 'en',
      notifications: { push: false, email: true, sms: false },
    });
  });

  it('answers 404 for an unknown person and is for services only', async () => {
    expect((await gateway().get(path('64a0000000000000000000ff'))).status).toBe(404);
    expect((await gateway().get(path('not-an-id'))).status).toBe(404);
    expect((await new Browser(h).actAs(amina.id, 'parent').get(path(amina.id))).status).toBe(403);
  });
});

describe('POST /internal/users/languages', () => {
  const path = '/internal/users/languages';
  const { farah } = DEMO_USERS;

  it("answers each person's language in one call, null for one it does not know", async () => {
    const unknown = '64a0000000000000000000fe';
    const res = await gateway().post(path, {
      userIds: [amina.id, farah.id, unknown, 'not-an-id', amina.id],
    });
    expect(res.status).toBe(200);
    const { languages } = internalLanguagesSchema.parse(res.body);
    const farahsOwn = (await gateway().get(`/internal/users/${farah.id}/notification-preferences`))
      .body as { language: string };
    expect(languages).toEqual({
      [amina.id]: (await gateway().get(`/internal/users/${amina.id}/notification-preferences`)).body
        .language,
      [farah.id]: farahsOwn.language,
      [unknown]: null,
      'not-an-id': null,
    });
  });

  it('refuses no ids, too many, and anyone but a service', async () => {
    expect((await gateway().post(path, { userIds: [] })).status).toBe(400);
    const many = Array.from({ length: INTERNAL_LANGUAGES_MAX + 1 }, () => amina.id);
    expect((await gateway().post(path, { userIds: many })).status).toBe(400);
    expect((await gateway().post(path, {})).status).toBe(400);
    const parent = new Browser(h).actAs(amina.id, 'parent');
    expect((await parent.post(path, { userIds: [amina.id] })).status).toBe(403);
  });
});
