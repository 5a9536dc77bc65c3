import { updateListSchema } from '@d742/contracts';
import { DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import type { IdentityRole } from '@d742/service-kit';
import { Types } from 'mongoose';
import { backfillUpdateTeachers } from '../models/update-teachers';
import { seedDemoData } from '../seed';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

const NOW = new Date('2026-11-20T15:00:00Z');
const { hodan, abdi, ayaan, ifrah } = DEMO_STUDENTS;
let t: AcademicsTestApp;

beforeAll(async () => {
  t = await startAcademicsTestApp();
  await seedDemoData(t.connection, NOW);
});

afterAll(() => t?.stop());

async function updatesAs(role: IdentityRole, userId: string, lang = 'so') {
  const res = await t.request
    .get('/api/updates')
    .set(t.as(role, userId))
    .set('Accept-Language', lang);
  expect(res.status).toBe(200);
  return updateListSchema.parse(res.body);
}

/** Ids of the stored updates addressed to every family or to one of `studentIds`. */
async function storedIdsFor(studentIds: readonly string[] | 'all') {
  const docs = await t.models.Update.find().lean();
  return docs
    .filter(
      (d) =>
        studentIds === 'all' ||
        d.studentIds.length === 0 ||
        d.studentIds.some((id) => studentIds.includes(id.toHexString())),
    )
    .map((d) => d._id.toHexString())
    .sort();
}

const sortedIds = (list: { id: string }[]) => list.map((u) => u.id).sort();

describe('GET /api/updates', () => {
  it.each<[string, IdentityRole, string, readonly string[] | 'all']>([
    [
      "a parent: district-wide and their children's",
      'parent',
      DEMO_USERS.amina.id,
      [hodan.id, abdi.id, ayaan.id],
    ],
    ["another parent: district-wide and their child's", 'parent', DEMO_USERS.farah.id, [ifrah.id]],
    ['a student: district-wide and their own', 'student', DEMO_USERS.hodan.id, [hodan.id]],
    [
      "a teacher: district-wide and their students'",
      'teacher',
      DEMO_USERS.teacher2.id,
      [hodan.id, ayaan.id],
    ],
    ['an administrator: all', 'admin', DEMO_USERS.admin.id, 'all'],
    ['a community client: district-wide only', 'client', DEMO_USERS.client.id, []],
  ])('gives %s', async (_who, role, userId, studentIds) => {
    const updates = await updatesAs(role, userId);
    expect(sortedIds(updates)).toEqual(await storedIdsFor(studentIds));
  });

  it("never shows one family another family's child", async () => {
    const ifrahUpdates = await t.models.Update.find({ studentIds: ifrah.id }).lean();
    expect(ifrahUpdates.length).toBeGreaterThan(0);
    const seen = new Set((await updatesAs('parent', DEMO_USERS.amina.id)).map((u) => u.id));
    for (const u of ifrahUpdates) expect(seen.has(u._id.toHexString())).toBe(false);
  });

  it('lists newest first, in the reader language', async () => {
    const so = await updatesAs('parent', DEMO_USERS.farah.id);
    const en = await updatesAs('parent', DEMO_USERS.farah.id, 'en');
    const times = so.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(en.map((u) => u.id)).toEqual(so.map((u) => u.id));
    expect(so.map((u) => u.title)).toContain('Habeenka dhaqanka Soomaalida');
    expect(en.map((u) => u.title)).toContain('Somali culture night');
  });

  it('answers 401 to an unsigned request', async () => {
    expect((await t.request.get('/api/updates')).status).toBe(401);
  });
});

describe('GET /api/updates?limit=', () => {
  const PARENT = '65a0000000000000000000aa';
  const TEACHER = '65a0000000000000000000bb';
  const KID = new Types.ObjectId('65b0000000000000000000aa');
  const monthsAgo = (n: number, day: number) =>
    new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - n, day, 12));

  beforeAll(async () => {
    await t.models.Student.create({
      _id: KID,
      firstName: 'Ubax',
      lastName: 'Warsame',
      grade: '3',
      parentIds: [PARENT],
      teacherIds: [TEACHER],
    });
    // This child's updates spread over months, some long ago (beyond the months read one by one).
    const dates = [monthsAgo(0, 1), monthsAgo(1, 20), monthsAgo(1, 3), monthsAgo(4, 9)];
    dates.push(monthsAgo(15, 2), monthsAgo(30, 2));
    await t.models.Update.create(
      dates.map((createdAt, i) => ({
        studentIds: [KID],
        teacherIds: [TEACHER],
        type: 'other' as const,
        title: { so: `Ogeysiis ${i}`, en: `Notice ${i}` },
        description: { so: 'Faahfaahin', en: 'Details' },
        createdAt,
      })),
    );
  });

  it('gives the newest few: always the start of the whole list', async () => {
    for (const [role, userId] of [
      ['parent', PARENT],
      ['parent', DEMO_USERS.amina.id],
      ['parent', DEMO_USERS.farah.id],
      ['teacher', TEACHER],
      ['teacher', DEMO_USERS.teacher.id],
      ['teacher', DEMO_USERS.teacher2.id],
    ] as const) {
      const res = await t.request.get('/api/updates').set(t.as(role, userId));
      const all = updateListSchema.parse(res.body).map((u) => u.id);
      expect(all.length).toBeGreaterThan(3);
      for (const limit of [1, 2, 3, 4, 7, 20, all.length, all.length + 5]) {
        const few = await t.request.get(`/api/updates?limit=${limit}`).set(t.as(role, userId));
        expect(few.status).toBe(200);
        expect(updateListSchema.parse(few.body).map((u) => u.id)).toEqual(all.slice(0, limit));
      }
    }
  });

  it('lists an update dated ahead only once its time has come', async () => {
    const ahead = await t.models.Update.create({
      studentIds: [KID],
      type: 'other' as const,
      title: { so: 'Mustaqbal', en: 'Ahead' },
      description: { so: 'Faahfaahin', en: 'Details' },
      createdAt: monthsAgo(-2, 1),
    });
    try {
      for (const path of ['/api/updates', '/api/updates?limit=4']) {
        const res = await t.request.get(path).set(t.as('parent', PARENT));
        const ids = updateListSchema.parse(res.body).map((u) => u.id);
        expect(ids).not.toContain(ahead._id.toHexString());
        expect(ids.length).toBeGreaterThan(0);
      }
    } finally {
      await t.models.Update.deleteOne({ _id: ahead._id });
    }
  });

  it("gives updates stored before the field their students' teachers, and the same lists", async () => {
    const stored = await t.models.Update.find().sort({ _id: 1 }).lean();
    const before = await updatesAs('teacher', DEMO_USERS.teacher2.id);
    await t.models.Update.collection.updateMany({}, { $unset: { teacherIds: '' } });
    await backfillUpdateTeachers(t.models.Update, t.models.Student);
    const again = await t.models.Update.find().sort({ _id: 1 }).lean();
    expect(again.map((u) => [...u.teacherIds].sort())).toEqual(
      stored.map((u) => [...u.teacherIds].sort()),
    );
    expect(again.find((u) => u.studentIds.some((id) => id.equals(KID)))?.teacherIds).toEqual([
      TEACHER,
    ]);
    expect(await updatesAs('teacher', DEMO_USERS.teacher2.id)).toEqual(before);
  });

  it.each(['0', '201', 'abc', '2.5', '-1'])(
    'refuses limit=%s with 400 and a message in the reader language',
    async (limit) => {
      const res = await t.request
        .get(`/api/updates?limit=${limit}`)
        .set(t.as('parent', PARENT))
        .set('Accept-Language', 'en');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    },
  );
});
