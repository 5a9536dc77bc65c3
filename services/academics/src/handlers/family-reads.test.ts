import { conferenceListSchema, eventListSchema } from '@d742/contracts';
import { Types } from 'mongoose';
import type { ConferenceDoc } from '../models';
import { CONFERENCES_LIMIT } from '../repositories/conference-repository';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';

/**
 * A family of two children, read child by child (decision 022): the family sees both children's
 * conferences merged in time order, and nothing of the neighbours' child; every conference query
 * a parent's read sends is top-level equality, the form FerretDB's PostgreSQL backend pushes down.
 */
const PARENT = 'parent-of-two';
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

function conference(
  studentId: Types.ObjectId,
  at: number,
  status: ConferenceDoc['status'],
): ConferenceDoc {
  const slot = { start: hour(at), end: hour(at + 1) };
  return {
    _id: new Types.ObjectId(),
    studentId,
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
  const { Student, Conference, StaffMember } = t.models;
  await Student.insertMany([
    { _id: ids.older, firstName: 'Hodan', lastName: 'Ali', grade: '8', parentIds: [PARENT] },
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

const get = (path: string, userId = PARENT) =>
  t.request.get(path).set(t.as('parent', userId)).set('Accept-Language', 'en');
const conferencesOf = async (path: string, userId = PARENT) => {
  const res = await get(path, userId);
  expect(res.status).toBe(200);
  return conferenceListSchema.parse(res.body).map((c) => `${c.studentName} ${c.status}`);
};

/** Every conference query sent since the last test: only top-level equality on scalar values. */
function expectTopLevelEqualities() {
  const reads = sent.filter((s) => s.collection === 'conferences');
  expect(reads.length).toBeGreaterThan(0);
  for (const { filter } of reads) {
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
      expect(key.startsWith('$')).toBe(false);
      expect(typeof value === 'string' || value instanceof Types.ObjectId).toBe(true);
    }
  }
}

describe("a family's conferences, child by child", () => {
  it("lists both children soonest first, and never the neighbours' child", async () => {
    expect(await conferencesOf('/api/conferences')).toEqual([
      'Hodan Ali offered',
      'Yusuf Ali booked',
      'Hodan Ali booked',
      'Yusuf Ali cancelled',
    ]);
    expectTopLevelEqualities();
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
