import {
  API_ROUTES,
  accessCodeStatusSchema,
  adminSignInInfoSchema,
  auditListSchema,
  emergencyContactsSchema,
  userSchema,
} from '@d742/contracts';
import { DEMO_ACCESS_CODE, DEMO_USERS } from '@d742/demo-data';
import { prepareDatabase } from '../prepare-database';
import { seedDemoData } from '../seed';
import { Browser, startHarness, type Harness } from '../testing-app';

const { admin, amina, teacher } = DEMO_USERS;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let ipCounter = 0;
const newBrowser = () => new Browser(h, `198.51.100.${++ipCounter}`);
const asAdmin = () => newBrowser().actAs(admin.id, 'admin');

async function auditEntries() {
  const res = await asAdmin().get('/api/admin/audit?limit=500');
  expect(res.status).toBe(200);
  return auditListSchema.parse(res.body);
}

async function codeWorks(code: string): Promise<boolean> {
  const res = await newBrowser().post('/api/auth/verify-access-code', { accessCode: code });
  return res.status === 200;
}

describe('GET /api/admin/sign-in-info', () => {
  it('shows the demo administrator in demo mode, without a session', async () => {
    const res = await newBrowser().get('/api/admin/sign-in-info');
    expect(res.status).toBe(200);
    expect(adminSignInInfoSchema.parse(res.body)).toEqual({
      demoCredentials: { username: admin.username, password: admin.password },
    });
  });
});

describe('POST /api/admin/login', () => {
  const PATH = '/api/admin/login';
  const INVALID = { error: 'Invalid Credentials', code: 'INVALID_CREDENTIALS' };

  it('signs an administrator in without the district access code and records it', async () => {
    const browser = newBrowser();
    const res = await browser.post(PATH, { username: admin.username, password: admin.password });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body)).toMatchObject({ id: admin.id, role: 'admin' });
    const sid = browser.cookies.get('d742_sid')?.value ?? '';
    const gateway = newBrowser().actAs('', 'system');
    expect((await gateway.get(`/internal/sessions/${sid}`)).body.user.role).toBe('admin');

    const [latest] = await auditEntries();
    expect(latest).toMatchObject({
      action: 'admin.sign-in',
      actor: { id: admin.id, username: admin.username },
      at: new Date(h.clock.now).toISOString(),
    });
  });

  it("refuses a parent's valid credentials exactly like a wrong password", async () => {
    const parent = newBrowser();
    const asParent = await parent.post(PATH, {
      username: amina.username,
      password: amina.password,
    });
    const wrong = await newBrowser().post(PATH, {
      username: admin.username,
      password: 'nope-nope',
    });
    const unknown = await newBrowser().post(PATH, { username: 'nobody', password: 'nope-nope' });
    for (const res of [asParent, wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
    }
    expect(parent.cookies.has('d742_sid')).toBe(false);
  });

  it('blocks guessing per username and IP (429), even the right password then', async () => {
    const browser = newBrowser();
    for (let i = 0; i < 4; i += 1)
      expect((await browser.post(PATH, { username: 'admin', password: `wrong-${i}` })).status).toBe(
        401,
      );
    const fifth = await browser.post(PATH, { username: 'admin', password: 'wrong-5' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(
      (await browser.post(PATH, { username: admin.username, password: admin.password })).status,
    ).toBe(429);
    // Another address is not blocked by this one's guesses.
    expect(
      (await newBrowser().post(PATH, { username: admin.username, password: admin.password }))
        .status,
    ).toBe(200);
  });

  it('blocks an address that tries many usernames (429)', async () => {
    const browser = newBrowser();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await browser.post(PATH, { username: `guess${i}`, password: 'x' })).status);
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    expect(
      (await browser.post(PATH, { username: admin.username, password: admin.password })).status,
    ).toBe(429);
  });

  it('refuses unknown fields (400)', async () => {
    const res = await newBrowser().post(PATH, { username: 'admin', password: 'x', role: 'admin' });
    expect(res.status).toBe(400);
  });
});

describe('the administrators’ routes', () => {
  const adminRoutes = API_ROUTES.filter((r) => r.service === 'identity' && r.roles);
  const call = (b: Browser, method: string, path: string) =>
    method === 'GET' ? b.get(path) : method === 'PUT' ? b.send('put', path, {}) : b.post(path, {});

  it('covers every identity route of the table that needs the admin role', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'GET /api/admin/access-code',
        'GET /api/admin/audit',
        'POST /api/admin/access-code',
        'PUT /api/admin/district/contacts',
      ].sort(),
    );
  });

  it.each([
    ['a parent', amina.id, 'parent'],
    ['a teacher', teacher.id, 'teacher'],
    ['a student', DEMO_USERS.hodan.id, 'student'],
    ['a community client', DEMO_USERS.client.id, 'client'],
  ] as const)('answer 403 FORBIDDEN to %s and change nothing', async (_label, id, role) => {
    const before = await h.connection.collection('access_codes').find().toArray();
    for (const route of adminRoutes) {
      const res = await call(newBrowser().actAs(id, role), route.method, route.path);
      expect([route.path, res.status, res.body.code]).toEqual([route.path, 403, 'FORBIDDEN']);
    }
    expect(await h.connection.collection('access_codes').find().toArray()).toEqual(before);
  });

  it('answer 401 to nobody signed in', async () => {
    for (const route of adminRoutes)
      expect((await call(newBrowser(), route.method, route.path)).status).toBe(401);
  });
});

describe('the district access code', () => {
  it('tells where the code comes from, never the code', async () => {
    const res = await asAdmin().get('/api/admin/access-code');
    expect(res.status).toBe(200);
    expect(accessCodeStatusSchema.strict().parse(res.body)).toEqual({
      source: 'demo',
      rotatedAt: null,
    });
  });

  it('rotates to a chosen code: the old code fails, the new one passes, once', async () => {
    expect(await codeWorks(DEMO_ACCESS_CODE)).toBe(true);
    const res = await asAdmin().post('/api/admin/access-code', { accessCode: ' newcode742 ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessCode: 'NEWCODE742',
      rotatedAt: new Date(h.clock.now).toISOString(),
    });
    expect(await codeWorks(DEMO_ACCESS_CODE)).toBe(false);
    expect(await codeWorks('newcode742')).toBe(true);
    expect((await asAdmin().get('/api/admin/access-code')).body).toEqual({
      source: 'admin',
      rotatedAt: res.body.rotatedAt,
    });

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'access-code.rotate',
      actor: { id: admin.id, username: admin.username },
    });
    const stored = JSON.stringify(await h.connection.collection('audit_entries').find().toArray());
    expect(stored).not.toContain('NEWCODE742');
    expect(
      JSON.stringify(await h.connection.collection('access_codes').find().toArray()),
    ).not.toContain('NEWCODE742');
  });

  it('keeps the rotated code across a restart and a re-seed', async () => {
    await prepareDatabase(h.connection, { ...h.config, accessCodes: ['ENVCODE1'] });
    await seedDemoData(h.connection, h.config);
    expect(await codeWorks('NEWCODE742')).toBe(true);
    expect(await codeWorks(DEMO_ACCESS_CODE)).toBe(false);
    expect(await codeWorks('ENVCODE1')).toBe(false);
    expect((await asAdmin().get('/api/admin/access-code')).body.source).toBe('admin');
  });

  it('makes an unambiguous 10-character code when none is given', async () => {
    const res = await asAdmin().post('/api/admin/access-code', {});
    expect(res.status).toBe(200);
    expect(res.body.accessCode).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(await codeWorks(res.body.accessCode)).toBe(true);
    expect(await codeWorks('NEWCODE742')).toBe(false);
  });

  it('refuses a malformed code (400) and keeps the current one', async () => {
    const current = await asAdmin().post('/api/admin/access-code', { accessCode: 'KEEPME42' });
    for (const accessCode of ['abc', 'WAY-TOO-LONG-CODE', 'with space'])
      expect((await asAdmin().post('/api/admin/access-code', { accessCode })).status).toBe(400);
    expect(await codeWorks(current.body.accessCode)).toBe(true);
  });
});

describe('district emergency contacts', () => {
  const PUT = '/api/admin/district/contacts';
  const GET = '/api/district/contacts';
  const contacts = {
    schoolOffice: '+1 612 555 0110',
    district: '(612) 555-0111',
    transportation: '612.555.0112',
  };

  it('shows the seeded demo numbers as demo numbers to anyone signed in', async () => {
    const res = await newBrowser().actAs(amina.id, 'parent').get(GET);
    expect(res.status).toBe(200);
    expect(emergencyContactsSchema.parse(res.body)).toEqual({
      contacts: {
        schoolOffice: '+1 612 555 0100',
        district: '+1 612 555 0101',
        transportation: '+1 612 555 0102',
      },
      demo: true,
      updatedAt: null,
    });
    expect((await newBrowser().get(GET)).status).toBe(401);
  });

  it('saves an administrator’s numbers as real ones, kept over a re-seed, and audits it', async () => {
    const res = await asAdmin().send('put', PUT, contacts);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      contacts,
      demo: false,
      updatedAt: new Date(h.clock.now).toISOString(),
    });
    await seedDemoData(h.connection, h.config);
    expect((await newBrowser().actAs(teacher.id, 'teacher').get(GET)).body).toEqual(res.body);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'district.contacts.update',
      actor: { id: admin.id, username: admin.username },
      details: { to: contacts },
    });
  });

  it.each([
    ['a bad number', { ...contacts, district: 'call us' }],
    ['a missing number', { schoolOffice: contacts.schoolOffice, district: contacts.district }],
    ['an unknown field', { ...contacts, fax: '+1 612 555 0113' }],
  ])('refuses %s (400) and changes nothing', async (_label, body) => {
    const before = (await asAdmin().get(GET)).body;
    expect((await asAdmin().send('put', PUT, body)).status).toBe(400);
    expect((await asAdmin().get(GET)).body).toEqual(before);
  });

  it('answers empty numbers, not demo ones, when nothing is configured', async () => {
    await h.connection.collection('district_settings').deleteMany({});
    const res = await newBrowser().actAs(amina.id, 'parent').get(GET);
    expect(res.body).toEqual({
      contacts: { schoolOffice: '', district: '', transportation: '' },
      demo: false,
      updatedAt: null,
    });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists who did what and when, newest first, up to limit', async () => {
    h.clock.advance(1000);
    await asAdmin().send('put', '/api/admin/district/contacts', {
      schoolOffice: '+1 612 555 0120',
      district: '+1 612 555 0121',
      transportation: '+1 612 555 0122',
    });
    const entries = await auditEntries();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[0]?.at).toBe(new Date(h.clock.now).toISOString());

    const two = await asAdmin().get('/api/admin/audit?limit=2');
    expect(two.body).toHaveLength(2);
    expect(two.body).toEqual(entries.slice(0, 2));
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'actor=admin'])
      expect((await asAdmin().get(`/api/admin/audit?${query}`)).status).toBe(400);
  });
});
