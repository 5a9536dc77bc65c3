import { Types } from 'mongoose';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';
import { backfillDays, backfillMonths, dayOf, monthOf, previousDay, previousMonth } from './month';

let t: AcademicsTestApp;
beforeAll(async () => {
  t = await startAcademicsTestApp();
});
afterAll(() => t?.stop());

const KID = new Types.ObjectId('65b0000000000000000000ad');
const days = ['2025-01-31T23:30:00Z', '2025-02-01T00:00:00Z', '2026-12-15T12:00:00Z'].map(
  (d) => new Date(d),
);

describe('month (models/month.ts)', () => {
  it('names the UTC month and the one before it, across a year', () => {
    expect(days.map(monthOf)).toEqual(['2025-01', '2025-02', '2026-12']);
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
  });

  it.each([
    [
      'updates',
      'createdAt',
      () =>
        t.models.Update.create(
          days.map((createdAt, i) => ({
            studentIds: [KID],
            type: 'other' as const,
            title: { so: `Ogeysiis ${i}`, en: `Notice ${i}` },
            description: { so: 'Faahfaahin', en: 'Details' },
            createdAt,
          })),
        ),
      () => t.models.Update,
      { studentIds: KID },
    ],
    [
      'attendance records',
      'date',
      () =>
        t.models.AttendanceRecord.create(
          days.map((date) => ({ studentId: KID, date, status: 'present' as const })),
        ),
      () => t.models.AttendanceRecord,
      { studentId: KID },
    ],
  ] as const)(
    "keeps the %s' month (their %s's), and gives it at start-up to ones stored before the field",
    async (_name, from, create, model, filter) => {
      await create();
      const read = () =>
        (model() as typeof t.models.Update)
          .find(filter)
          .sort({ _id: 1 })
          .lean<{ month?: string }[]>();
      const stored = await read();
      expect(stored.map((d) => d.month)).toEqual(['2025-01', '2025-02', '2026-12']);
      await model().collection.updateMany(filter, { $unset: { month: '' } });
      expect((await read()).map((d) => d.month)).toEqual([undefined, undefined, undefined]);
      await backfillMonths(model() as typeof t.models.Update, from);
      expect((await read()).map((d) => d.month)).toEqual(['2025-01', '2025-02', '2026-12']);
    },
  );

  it("names the UTC day and the one before it, and gives updates stored before the field their createdAt's day", async () => {
    expect(days.map(dayOf)).toEqual(['2025-01-31', '2025-02-01', '2026-12-15']);
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    const OTHER = new Types.ObjectId();
    await t.models.Update.create(
      days.map((createdAt) => ({
        studentIds: [OTHER],
        type: 'other' as const,
        title: { so: 'Ogeysiis', en: 'Notice' },
        description: { so: 'Faahfaahin', en: 'Details' },
        createdAt,
      })),
    );
    const read = () =>
      t.models.Update.find({ studentIds: OTHER }).sort({ _id: 1 }).lean<{ day?: string }[]>();
    expect((await read()).map((d) => d.day)).toEqual(['2025-01-31', '2025-02-01', '2026-12-15']);
    await t.models.Update.collection.updateMany({ studentIds: OTHER }, { $unset: { day: '' } });
    expect((await read()).map((d) => d.day)).toEqual([undefined, undefined, undefined]);
    await backfillDays(t.models.Update);
    expect((await read()).map((d) => d.day)).toEqual(['2025-01-31', '2025-02-01', '2026-12-15']);
    await expect(
      t.models.Update.create({
        studentIds: [OTHER],
        type: 'other',
        title: { so: 'Ogeysiis', en: 'Notice' },
        description: { so: 'Faahfaahin', en: 'Details' },
        createdAt: days[0],
        day: '2025-01-30',
      }),
    ).rejects.toThrow(/day must be createdAt's day/);
  });

  it('refuses a document whose month disagrees with its date', async () => {
    await expect(
      t.models.AttendanceRecord.create({
        studentId: KID,
        date: new Date('2025-03-03T00:00:00Z'),
        status: 'present',
        month: '1999-01',
      }),
    ).rejects.toThrow(/month must be date's month/);
  });
});
