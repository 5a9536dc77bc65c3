import { conferenceListSchema, eventListSchema, updateListSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import type { ConferenceDoc } from '../models';
import { migrateAcademics } from '../migrations';
import { CONFERENCES_LIMIT } from '../repositories/conference-repository';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

/**
 * A family of two children, read by the family's account stored on each item (decision 044): the
 * family sees both children's conferences, updates and events with the district-wide ones, merged
 * in time order, and nothing of the neighbours' child; the older child's own account sees hers and
 * not her brother's. Every query these reads send is top-level equality on scalars, the form
 * FerretDB's PostgreSQL backend pushes down, and their number does not grow with the children.
 */
const PARENT = 'parent-of-two';
const HODAN = 'hodan-own-account';
const NEIGHBOUR = 'parent-next-door';
const TEACHER = 'teacher-of-all';
const hour = (h: number) => new Date(Date.UTC(2026, 10, 23, h));

let t: AcademicsTestApp;
const ids = {
  older: new Types.ObjectId(),
  younger: new Types.ObjectId(),
  other: new Types.ObjectId(),
};
const sent: { collection: string; method: string; filter: unknown }[] = [];

/** The families' accounts, as the writers stamp them on each item (models/families.ts). */
const familiesOf = (studentIds: readonly Types.ObjectId[]) => [
  ...new Set(
    studentIds.flatMap((id) =>
      id.equals(ids.other) ? [NEIGHBOUR] : id.equals(ids.older) ? [PARENT, HODAN] : [PARENT],
    ),
  ),
];

function conference(
  studentId: Types.ObjectId,
  at: number,
  status: ConferenceDoc['status'],
): ConferenceDoc {
  const slot = { start: hour(at), end: hour(at + 1) };
  return {
    _id: new Types.ObjectId(),
    studentId,
    familyIds: familiesOf([studentId]),
    teacherId: TEACHER,
    slots: [slot],
    note: null,
    noteLanguage: null,
    status,
    booked: status === 'booked' ? { ...slot, by: PARENT, at: hour(0) } : null,
    cancelled: null,
    createdAt: hour(0),
    startsAt: hour(at),
    stateKey: new Types.ObjectId(),
  };
}

beforeAll(async () => {
  t = await startAcademicsTestApp();
  const { Student, Conference, StaffMember, Update, Event } = t.models;
  await Student.insertMany([
    {
      _id: ids.older,
      firstName: 'Hodan',
      lastName: 'Ali',
      grade: '8',
      parentIds: [PARENT],
      userId: HODAN,
    },
    { _id: ids.younger, firstName: 'Yusuf', lastName: 'Ali', grade: '3', parentIds: [PARENT] },
    { _id: ids.other, firstName: 'Sahra', lastName: 'Omar', grade: '5', parentIds: [NEIGHBOUR] },
  ]);
  await StaffMember.create({ userId: TEACHER, displayName: 'Mr. Warsame' });
  await Conference.insertMany([
    conference(ids.younger, 9, 'booked'),
    conference(ids.older, 8, 'offered'),
    conference(ids.other, 10, 'booked'),
    conference(ids.older, 11, 'booked'),
    conference(ids.younger, 12, 'cancelled'),
  ]);
  const text = (en: string) => ({ en, so: en });
  // Written as the repositories and seeds write them: districtWide from studentIds by default.
  await Update.create([
    {
      studentIds: [ids.older],
      familyIds: familiesOf([ids.older]),
      type: 'grade',
      title: text('Hodan: A'),
      description: text('-'),
      createdAt: hour(5),
    },
    {
      studentIds: [],
      type: 'other',
      title: text('Snow day'),
      description: text('-'),
      createdAt: hour(7),
    },
    {
      studentIds: [ids.other],
      familyIds: familiesOf([ids.other]),
      type: 'grade',
      title: text('Sahra: B'),
      description: text('-'),
      createdAt: hour(8),
    },
    {
      studentIds: [ids.older, ids.younger],
      familyIds: familiesOf([ids.older, ids.younger]),
      type: 'event',
      title: text('Siblings: trip'),
      description: text('-'),
      createdAt: hour(6),
    },
    {
      studentIds: [ids.younger],
      familyIds: familiesOf([ids.younger]),
      type: 'assignment',
      title: text('Yusuf: reading'),
      description: text('-'),
      createdAt: hour(9),
    },
  ]);
  await Event.create([
    {
      studentIds: [],
      eventType: 'event',
      title: text('Science fair'),
      description: text('-'),
      eventDate: hour(14),
    },
    {
      studentIds: [ids.younger],
      familyIds: familiesOf([ids.younger]),
      eventType: 'meeting',
      title: text('Yusuf: IEP'),
      description: text('-'),
      eventDate: hour(3),
    },
    {
      studentIds: [ids.other],
      familyIds: familiesOf([ids.other]),
      eventType: 'meeting',
      title: text('Sahra: IEP'),
      description: text('-'),
      eventDate: hour(4),
    },
  ]);
  t.connection.on(
    'operation-start',
    (op: { collectionName: string; method: string; params: unknown[] }) => {
      sent.push({ collection: op.collectionName, method: op.method, filter: op.params[0] });
    },
  );
});
afterAll(() => t?.stop());
beforeEach(() => {
  sent.length = 0;
});

const get = (path: string, userId = PARENT, role: 'parent' | 'student' = 'parent') =>
  t.request.get(path).set(t.as(role, userId)).set('Accept-Language', 'en');
const conferencesOf = async (path: string, userId = PARENT) => {
  const res = await get(path, userId);
  expect(res.status).toBe(200);
  return conferenceListSchema.parse(res.body).map((c) => `${c.studentName} ${c.status}`);
};

/**
 * Every read of `collection` since the last test: only top-level equality on scalar values, which
 * FerretDB hands to PostgreSQL; a `bounded` field may also carry a range, checked by FerretDB on
 * the rows those equalities found (so it reads no more of them).
 */
/** How many reads of `collection` were sent since the last test. */
const readsOf = (collection: string) =>
  sent.filter((s) => s.collection === collection && ['find', 'findOne'].includes(s.method)).length;

function expectTopLevelEqualities(collection = 'conferences', bounded: readonly string[] = []) {
  const reads = sent.filter(
    (s) => s.collection === collection && ['find', 'findOne', 'countDocuments'].includes(s.method),
  );
  expect(reads.length).toBeGreaterThan(0);
  for (const { filter } of reads) {
    const entries = Object.entries(filter as Record<string, unknown>);
    expect(entries.some(([key]) => !bounded.includes(key))).toBe(true);
    for (const [key, value] of entries) {
      expect(key.startsWith('$')).toBe(false);
      if (bounded.includes(key)) continue;
      const scalar =
        ['string', 'boolean'].includes(typeof value) || value instanceof Types.ObjectId;
      expect(scalar).toBe(true);
    }
  }
}

describe("a family's conferences, by the family's account", () => {
  it("lists both children soonest first, and never the neighbours' child", async () => {
    expect(await conferencesOf('/api/conferences')).toEqual([
      'Hodan Ali offered',
      'Yusuf Ali booked',
      'Hodan Ali booked',
      'Yusuf Ali cancelled',
    ]);
    expectTopLevelEqualities();
    // One query for both children's conferences, one for the children they name.
    expect([readsOf('conferences'), readsOf('students')]).toEqual([1, 1]);
    expect(await conferencesOf('/api/conferences', NEIGHBOUR)).toEqual(['Sahra Omar booked']);
  });

  it("narrows to one child and one status; another family's child reads nothing", async () => {
    expect(await conferencesOf(`/api/conferences?studentId=${ids.younger.toHexString()}`)).toEqual([
      'Yusuf Ali booked',
      'Yusuf Ali cancelled',
    ]);
    expect(await conferencesOf('/api/conferences?status=booked')).toEqual([
      'Yusuf Ali booked',
      'Hodan Ali booked',
    ]);
    expectTopLevelEqualities();
    expect(await conferencesOf(`/api/conferences?studentId=${ids.other.toHexString()}`)).toEqual(
      [],
    );
  });

  it("puts both children's booked conferences on the family calendar in time order", async () => {
    const res = await get('/api/events');
    expect(res.status).toBe(200);
    const conferences = eventListSchema
      .parse(res.body)
      .filter((e) => e.eventType === 'conference')
      .map((e) => e.eventDate);
    expect(conferences).toEqual([hour(9).toISOString(), hour(11).toISOString()]);
    expectTopLevelEqualities();
    // The district's events, the family's, its booked conferences, and the children they name.
    expect([readsOf('events'), readsOf('conferences'), readsOf('students')]).toEqual([2, 1, 1]);
  });

  it('keeps the latest conferences when a family has more than the list holds', async () => {
    const many = Array.from({ length: CONFERENCES_LIMIT }, (_, i) =>
      conference(i % 2 ? ids.older : ids.younger, 13 + i, 'offered'),
    );
    await t.models.Conference.insertMany(many);
    try {
      const res = await get('/api/conferences');
      const listed = conferenceListSchema.parse(res.body);
      expect(listed).toHaveLength(CONFERENCES_LIMIT);
      expect(listed[0]?.slots[0]?.start).toBe(hour(13).toISOString());
      expect(listed.at(-1)?.slots[0]?.start).toBe(hour(12 + CONFERENCES_LIMIT).toISOString());
    } finally {
      await t.models.Conference.deleteMany({ _id: { $in: many.map((c) => c._id) } });
    }
  });
});

describe("a family's updates and calendar, district-wide and by the family's account", () => {
  it("lists the district's and both children's updates newest first, each once, none of the neighbours'", async () => {
    const res = await get('/api/updates');
    expect(res.status).toBe(200);
    expect(updateListSchema.parse(res.body).map((u) => u.title)).toEqual([
      'Yusuf: reading',
      'Snow day',
      'Siblings: trip',
      'Hodan: A',
    ]);
    expectTopLevelEqualities('updates', ['createdAt']);
    // The district's and the family's, without reading the children first.
    expect([readsOf('updates'), readsOf('students')]).toEqual([2, 0]);
    const neighbour = updateListSchema.parse((await get('/api/updates', NEIGHBOUR)).body);
    expect(neighbour.map((u) => u.title)).toEqual(['Sahra: B', 'Snow day']);
  });

  it("shows a student's own account her updates and events, not her brother's", async () => {
    const updates = updateListSchema.parse((await get('/api/updates', HODAN, 'student')).body);
    expect(updates.map((u) => u.title)).toEqual(['Snow day', 'Siblings: trip', 'Hodan: A']);
    const events = eventListSchema.parse((await get('/api/events', HODAN, 'student')).body);
    expect(events.map((e) => e.title)).toEqual([
      'Parent-teacher conference: Hodan',
      'Science fair',
    ]);
  });

  it("puts the district's events and the children's on the calendar in date order", async () => {
    const res = await get('/api/events');
    expect(res.status).toBe(200);
    const events = eventListSchema
      .parse(res.body)
      .filter((e) => e.eventType !== 'conference')
      .map((e) => e.title);
    expect(events).toEqual(['Yusuf: IEP', 'Science fair']);
    expectTopLevelEqualities('events');
  });

  it('stores districtWide exactly when an item has no students, and refuses a contradiction', async () => {
    const stored = await t.models.Update.find({}, { studentIds: 1, districtWide: 1 }).lean();
    expect(stored.every((u) => u.districtWide === (u.studentIds.length === 0))).toBe(true);
    await expect(
      t.models.Event.create({
        studentIds: [ids.older],
        districtWide: true,
        eventType: 'event',
        title: { en: 'x', so: 'x' },
        description: { en: 'x', so: 'x' },
        eventDate: hour(1),
      }),
    ).rejects.toThrow(/districtWide/);
  });

  it('finds items stored before the field existed once the start-up migration has run', async () => {
    const text = { en: 'Older: bus times', so: 'Older: bus times' };
    await t.models.Update.collection.insertOne({
      _id: new Types.ObjectId(),
      studentIds: [],
      type: 'other',
      title: text,
      description: text,
      createdAt: hour(10),
    });
    // Yusuf's update, event and booked conference from before the families were stored on them.
    const yusuf = (en: string) => ({ en: `Yusuf: ${en}`, so: `Yusuf: ${en}` });
    await t.models.Update.collection.insertOne({
      _id: new Types.ObjectId(),
      studentIds: [ids.younger],
      districtWide: false,
      teacherIds: [],
      type: 'other',
      title: yusuf('older update'),
      description: yusuf('-'),
      createdAt: hour(4),
    });
    await t.models.Event.collection.insertOne({
      _id: new Types.ObjectId(),
      studentIds: [ids.younger],
      districtWide: false,
      eventType: 'event',
      title: yusuf('older event'),
      description: yusuf('-'),
      eventDate: hour(2),
    });
    const { familyIds: _unstored, ...older } = conference(ids.younger, 30, 'booked');
    await t.models.Conference.collection.insertOne(older);
    const titles = async (userId = PARENT) =>
      updateListSchema.parse((await get('/api/updates', userId)).body).map((u) => u.title);
    const calendar = async (userId = PARENT) =>
      eventListSchema.parse((await get('/api/events', userId)).body).map((e) => e.eventDate);
    expect(await titles()).not.toContain('Older: bus times');
    expect(await titles()).not.toContain('Yusuf: older update');
    expect(await calendar()).not.toContain(hour(2).toISOString());
    expect(await conferencesOf('/api/conferences?status=booked')).toHaveLength(2);
    await migrateAcademics(t.connection);
    expect((await titles())[0]).toBe('Older: bus times');
    expect(await titles()).toContain('Yusuf: older update');
    expect(await calendar()).toEqual(
      expect.arrayContaining([hour(2), hour(30)].map((d) => d.toISOString())),
    );
    expect(await conferencesOf('/api/conferences?status=booked')).toEqual([
      'Yusuf Ali booked',
      'Hodan Ali booked',
      'Yusuf Ali booked',
    ]);
    expect(await titles(NEIGHBOUR)).not.toContain('Yusuf: older update');
    expect(await calendar(NEIGHBOUR)).not.toContain(hour(2).toISOString());
  });
});

/**
 * A teacher's seven students, more than any family has: read student by student too (decision
 * 030), their updates by the teachers stored on each. One `$in` over them made FerretDB read every
 * update, grade and attendance day of the district (4-5.6 s for the home's updates, a 504 for the
 * student list at 10,000 students).
 */
describe("a teacher's students, student by student", () => {
  const TEACHER_OF_SEVEN = 'teacher-of-seven';
  const pupils = Array.from({ length: 7 }, () => new Types.ObjectId());
  const text = (en: string) => ({ en, so: en });
  const asTeacher = (path: string) =>
    t.request.get(path).set(t.as('teacher', TEACHER_OF_SEVEN)).set('Accept-Language', 'en');

  beforeAll(async () => {
    const { Student, Update, Event } = t.models;
    await Student.insertMany(
      pupils.map((_id, i) => ({
        _id,
        firstName: `Pupil${i}`,
        lastName: 'Class',
        grade: '4',
        parentIds: [`family-${i}`],
        teacherIds: [TEACHER_OF_SEVEN],
      })),
    );
    // Written as the repositories write them: the students' teachers stored on each update.
    const update = (studentIds: Types.ObjectId[], title: string, h: number) => ({
      studentIds,
      teacherIds: studentIds.some((id) => pupils.includes(id)) ? [TEACHER_OF_SEVEN] : [],
      type: 'grade' as const,
      title: text(title),
      description: text('-'),
      createdAt: hour(h),
    });
    await Update.create([
      update([pupils[0]!], 'Pupil0: A', 15),
      update([pupils[6]!], 'Pupil6: B', 16),
      update([pupils[0]!, pupils[1]!], 'Class: trip', 17),
      update([ids.older], 'Hodan: C', 18),
    ]);
    await Event.create({
      studentIds: [pupils[3]!],
      eventType: 'event',
      title: text('Pupil3: museum'),
      description: text('-'),
      eventDate: hour(20),
    });
  });

  it("lists the district's updates and the students', newest first, the home's four the same", async () => {
    const all = updateListSchema.parse((await asTeacher('/api/updates')).body).map((u) => u.title);
    expect(all.slice(0, 3)).toEqual(['Class: trip', 'Pupil6: B', 'Pupil0: A']);
    expect(all).toContain('Snow day');
    expect(all).not.toEqual(expect.arrayContaining(['Hodan: C']));
    expect(all.filter((title) => /^(Hodan|Yusuf|Sahra|Siblings)/.test(title))).toEqual([]);
    const home = await asTeacher('/api/updates?limit=4');
    expect(updateListSchema.parse(home.body).map((u) => u.title)).toEqual(all.slice(0, 4));
    expectTopLevelEqualities('updates', ['createdAt']);
  });

  it("puts the district's events and the students' on the calendar, none of other families'", async () => {
    const res = await asTeacher('/api/events');
    expect(res.status).toBe(200);
    const events = eventListSchema
      .parse(res.body)
      .filter((e) => e.eventType !== 'conference')
      .map((e) => e.title);
    expect(events).toEqual(['Science fair', 'Pupil3: museum']);
    expectTopLevelEqualities('events');
  });

  it('lists the seven students with their figures, reading each one by equality', async () => {
    const res = await asTeacher('/api/students');
    expect(res.status).toBe(200);
    expect((res.body as { firstName: string }[]).map((s) => s.firstName).sort()).toEqual(
      pupils.map((_, i) => `Pupil${i}`),
    );
    expectTopLevelEqualities('students');
    expectTopLevelEqualities('grade_entries');
  });
});
