import {
  behaviorReportListSchema,
  healthAlertListSchema,
  STUDENT_NOT_FOUND_TEXT,
} from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { seedDemoData } from '../seed';
import { startReportsTestApp, type ReportsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
const { amina, farah, teacher, teacher2, admin, client } = DEMO_USERS;
const MISSING = '65b0000000000000000000ff';

let t: ReportsTestApp;
beforeAll(async () => {
  t = await startReportsTestApp({ clock: () => NOW });
  await seedDemoData(t.connection, NOW);
}, 60_000);
afterAll(() => t?.stop());

const LISTS = [
  ['behavior-reports', behaviorReportListSchema],
  ['health-alerts', healthAlertListSchema],
] as const;

describe.each(LISTS)('GET /api/students/:id/%s', (list, schema) => {
  const read = (id: string, headers: Record<string, string>, lang = 'so') =>
    t.request.get(`/api/students/${id}/${list}`).set(headers).set('Accept-Language', lang);

  it("gives a parent their own child's items, newest first, in the reader's language", async () => {
    const so = await read(abdi.id, t.as('parent', amina.id), 'so');
    expect(so.status).toBe(200);
    const items = schema.parse(so.body);
    expect(items.length).toBeGreaterThan(0);
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.every((i) => i.studentId === abdi.id)).toBe(true);

    const en = schema.parse((await read(abdi.id, t.as('parent', amina.id), 'en')).body);
    expect(en.map((i) => i.id)).toEqual(items.map((i) => i.id));
    const text = (i: (typeof items)[number]) => ('title' in i ? i.title : i.summary);
    expect(en.map(text)).not.toEqual(items.map(text));
    expect(en.map(text).join(' ')).toMatch(/[a-z]/);
  });

  it('answers an empty list for a child who has none', async () => {
    const res = await read(ayaan.id, t.as('parent', amina.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ['the child themself', hodan.id, () => t.as('student', DEMO_USERS.hodan.id)],
    ['a teacher of the child', ifrah.id, () => t.as('teacher', teacher.id)],
    ['an administrator', ifrah.id, () => t.as('admin', admin.id)],
    ["the other family's parent, for their own child", ifrah.id, () => t.as('parent', farah.id)],
  ])('lets %s read them', async (_who, id, headers) => {
    const res = await read(id, headers());
    expect(res.status).toBe(200);
    expect(schema.parse(res.body).length).toBeGreaterThan(0);
  });

  it.each([
    ["another family's parent", ifrah.id, () => t.as('parent', amina.id)],
    ['the other family, the other way', abdi.id, () => t.as('parent', farah.id)],
    ['a student, for a sibling', abdi.id, () => t.as('student', DEMO_USERS.hodan.id)],
    ['a teacher of another class', abdi.id, () => t.as('teacher', teacher2.id)],
    ['a community account', abdi.id, () => t.as('client', client.id)],
    ['anyone, for a child that does not exist', MISSING, () => t.as('admin', admin.id)],
  ])('answers %s exactly like a missing child (404)', async (_who, id, headers) => {
    const res = await read(id, headers());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: STUDENT_NOT_FOUND_TEXT.so, code: 'NOT_FOUND' });
  });

  it('answers a malformed id with 400, an unsigned call with 401', async () => {
    const bad = await read('not-an-id', t.as('parent', amina.id));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(expect.objectContaining({ error: 'Malformed id' }));
    expect((await t.request.get(`/api/students/${abdi.id}/${list}`)).status).toBe(401);
  });
});

describe('GET /api/school-calendar', () => {
  it('answers the school year in force to any signed-in user', async () => {
    const res = await t.request.get('/api/school-calendar').set(t.as('parent', amina.id));
    expect(res.status).toBe(200);
    expect(res.body.quarters).toHaveLength(4);
    expect(res.body.semesters).toHaveLength(2);
    expect(res.body.schoolYear).toMatch(/^\d{4}-\d{4}$/);
    expect((await t.request.get('/api/school-calendar')).status).toBe(401);
  });
});
