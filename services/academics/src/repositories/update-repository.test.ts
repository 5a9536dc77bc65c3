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

/** The district-wide reads the repository sends to the database while `run` runs. */
async function districtReadsDuring(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const original = t.models.Update.find.bind(t.models.Update);
  const spy = jest.spyOn(t.models.Update, 'find').mockImplementation(((filter: object) => {
    if ((filter as { districtWide?: boolean }).districtWide === true) reads += 1;
    return original(filter);
  }) as typeof t.models.Update.find);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return reads;
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
