import { Types } from 'mongoose';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';
import { backfillMonths, monthOf, previousMonth } from './month';

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
