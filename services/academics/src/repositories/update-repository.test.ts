import { Types } from 'mongoose';
import type { UpdateDoc } from '../models';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';
import { UpdateRepository } from './update-repository';

let t: AcademicsTestApp;
beforeAll(async () => {
  t = await startAcademicsTestApp();
  await Promise.all(Object.values(t.models).map((m) => m.init()));
});
afterAll(() => t?.stop());

const NOW = new Date('2026-11-20T12:00:00Z');
const at = (hoursBeforeNow: number) => new Date(NOW.getTime() - hoursBeforeNow * 3_600_000);
const FAMILY = 'family-of-two';

function update(title: string, createdAt: Date, familyIds: string[] = []): UpdateDoc {
  const text = { en: title, so: title };
  return {
    _id: new Types.ObjectId(),
    studentIds: familyIds.length ? [new Types.ObjectId()] : [],
    teacherIds: [],
    familyIds,
    type: 'other',
    title: text,
    description: text,
    createdAt,
  } as UpdateDoc;
}

/** What `key` names of each read the repository sends to the database while `run` runs. */
async function readsDuring(
  run: () => Promise<unknown>,
  key: (filter: Record<string, unknown>) => string | null,
): Promise<string[]> {
  const keys: string[] = [];
  const original = t.models.Update.find.bind(t.models.Update);
  const spy = jest.spyOn(t.models.Update, 'find').mockImplementation(((filter: object) => {
    const named = key(filter as Record<string, unknown>);
    if (named !== null) keys.push(named);
    return original(filter);
  }) as typeof t.models.Update.find);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return keys;
}

/** The district-wide reads the repository sends to the database while `run` runs. */
async function districtReadsDuring(run: () => Promise<unknown>): Promise<number> {
  return (await readsDuring(run, (f) => (f.districtWide === true ? 'district' : null))).length;
}

describe('the newest few updates, with the district-wide ones of each month kept a minute', () => {
  it('reads a month of district-wide updates once for every family, and lists none dated ahead', async () => {
    // Four of each family's this month: the read stops at this month.
    await t.models.Update.create([
      update('District: snow day', at(2)),
      update('District: written in advance', new Date(NOW.getTime() + 3_600_000)),
      ...[1, 3, 4].map((h) => update('Family: grade', at(h), [FAMILY])),
      ...[0.5, 3, 4].map((h) => update('Neighbours: grade', at(h), ['neighbours'])),
    ]);
    const updates = new UpdateRepository(t.models);
    const titles = async (familyId: string) =>
      (await updates.listVisible({ familyId }, 4, NOW)).map((u) => u.title.en);

    const reads = await districtReadsDuring(async () => {
      const [family, neighbours] = await Promise.all([titles(FAMILY), titles('neighbours')]);
      expect(family).toEqual([
        'Family: grade',
        'District: snow day',
        'Family: grade',
        'Family: grade',
      ]);
      expect(neighbours).toEqual([
        'Neighbours: grade',
        'District: snow day',
        'Neighbours: grade',
        'Neighbours: grade',
      ]);
    });
    // November's district-wide updates were read once for both families, and not again.
    expect(reads).toBe(1);
    expect(await districtReadsDuring(() => titles(FAMILY))).toBe(0);
  });

  it('shows a new district-wide update once the kept month is older than the keep time', async () => {
    const updates = new UpdateRepository(t.models, 0);
    const before = (await updates.listVisible({ familyId: FAMILY }, 4, NOW)).map((u) => u.title.en);
    expect(before).not.toContain('District: bus times');
    await t.models.Update.create(update('District: bus times', at(0.25)));
    const after = (await updates.listVisible({ familyId: FAMILY }, 4, NOW)).map((u) => u.title.en);
    expect(after[0]).toBe('District: bus times');
  });
});

describe("a teacher's newest few updates, read day by day (decision 050)", () => {
  const TEACHER = 'teacher-with-a-full-month';
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));
  const forTeacher = (title: string, createdAt: Date, teacherId = TEACHER) => ({
    ...update(title, createdAt, ['some-family']),
    teacherIds: [teacherId],
  });

  /** The `day` or `month` of every teacher's read the repository sends while `run` runs. */
  const teacherReadsDuring = (run: () => Promise<unknown>) =>
    readsDuring(run, (f) => (f.teacherIds ? String(f.day ?? f.month ?? 'everything') : null));

  it("answers what a read of all the teacher's updates answers, reading only the newest days", async () => {
    await t.models.Update.create([
      // A month of grades, two dozen a day, then two today and two yesterday.
      ...[3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 17, 18].flatMap((d) =>
        Array.from({ length: 24 }, (_, i) => forTeacher(`Grade ${d}/${i}`, day(d))),
      ),
      forTeacher('Yesterday: grade', at(20)),
      forTeacher('Yesterday: absence', at(22)),
      forTeacher('Today: grade', at(1)),
      forTeacher('Today: written in advance', new Date(NOW.getTime() + 3_600_000)),
      forTeacher('Another teacher today', at(0.5), 'another-teacher'),
    ]);
    const updates = new UpdateRepository(t.models);
    const everything = await updates.listVisible({ teacherId: TEACHER }, 200, NOW);
    const titles = (list: UpdateDoc[]) => list.map((u) => u.title.en);

    let newest: UpdateDoc[] = [];
    const keys = await teacherReadsDuring(async () => {
      newest = await updates.listVisible({ teacherId: TEACHER }, 4, NOW);
    });
    expect(titles(newest)).toEqual(titles(everything.slice(0, 4)));
    expect(titles(newest)).toEqual([
      'District: bus times',
      'Today: grade',
      'District: snow day',
      'Yesterday: grade',
    ]);
    // Today and yesterday were read; none of the month's hundreds of grades was.
    expect(keys).toEqual(['2026-11-20', '2026-11-19']);
  });

  it('reads further back by month when the last two weeks hold too few', async () => {
    const QUIET = 'teacher-back-from-leave';
    await t.models.Update.create([
      forTeacher('September: grade', new Date('2026-09-15T10:00:00Z'), QUIET),
      forTeacher('October: grade', new Date('2026-10-01T10:00:00Z'), QUIET),
    ]);
    const updates = new UpdateRepository(t.models);
    const newest = await updates.listVisible({ teacherId: QUIET }, 6, NOW);
    const everything = await updates.listVisible({ teacherId: QUIET }, 200, NOW);
    expect(newest.map((u) => u.title.en)).toEqual(everything.slice(0, 6).map((u) => u.title.en));
    expect(newest.map((u) => u.title.en)).toContain('September: grade');
  });
});
