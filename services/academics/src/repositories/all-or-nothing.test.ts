import { Types } from 'mongoose';
import { allOrNothing } from '../domain/all-or-nothing';
import type { AttendanceRecordDoc, ConferenceDoc } from '../models';
import { startAcademicsTestApp, type AcademicsTestApp } from '../testing-app';
import { AttendanceRepository } from './attendance-repository';
import { ConferenceRepository } from './conference-repository';
import { UpdateRepository } from './update-repository';

let t: AcademicsTestApp;
beforeAll(async () => {
  t = await startAcademicsTestApp();
  await Promise.all(Object.values(t.models).map((m) => m.init()));
});
afterAll(() => t?.stop());

const DAY = new Date('2026-11-20T00:00:00Z');
const day = (
  studentId: Types.ObjectId,
  status: AttendanceRecordDoc['status'],
): AttendanceRecordDoc => ({
  _id: new Types.ObjectId(),
  studentId,
  date: DAY,
  status,
  note: null,
  classId: null,
});
const snapshot = async () =>
  (await t.models.AttendanceRecord.find().sort({ _id: 1 }).lean()).map((r) => [
    r._id.toHexString(),
    r.status,
  ]);

describe('allOrNothing over the database', () => {
  it('takes back every write of a request when one fails halfway', async () => {
    const attendance = new AttendanceRepository(t.models);
    const updates = new UpdateRepository(t.models);
    const [a, b] = [0, 1].map(() => new Types.ObjectId());
    const kept = day(a as Types.ObjectId, 'present');
    await t.models.AttendanceRecord.create(kept);
    const before = await snapshot();

    // a's change and b's new record land; a second record of a's day (one per student and day)
    // fails mid-batch.
    const changed = { ...kept, status: 'absent' as const };
    const fresh = day(b as Types.ObjectId, 'tardy');
    const clash = day(a as Types.ObjectId, 'excused');
    const update = {
      _id: new Types.ObjectId(),
      studentIds: [a as Types.ObjectId],
      teacherIds: [],
      familyIds: [],
      type: 'attendance' as const,
      title: { so: 'T', en: 'T' },
      description: { so: 'D', en: 'D' },
      createdAt: DAY,
    };
    await expect(
      allOrNothing([
        updates.createAll([update]),
        attendance.putDays([changed, fresh, clash], [kept]),
      ]),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    expect(await t.models.Update.countDocuments({ _id: update._id })).toBe(0);
  });
});

describe('ConferenceRepository.move', () => {
  it('lets exactly one of many simultaneous moves from the same state win', async () => {
    const conferences = new ConferenceRepository(t.models);
    const start = new Date('2026-12-01T21:00:00Z');
    const doc: ConferenceDoc = {
      _id: new Types.ObjectId(),
      studentId: new Types.ObjectId(),
      familyIds: [],
      teacherId: 'teacher',
      slots: [{ start, end: new Date(start.getTime() + 1_200_000) }],
      note: null,
      noteLanguage: null,
      status: 'offered',
      booked: null,
      cancelled: null,
      createdAt: new Date(),
      startsAt: start,
      stateKey: new Types.ObjectId(),
    };
    await conferences.create(doc).run();
    const moves = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        conferences.move(
          doc,
          i % 2
            ? { status: 'booked', booked: { ...doc.slots[0]!, by: `parent-${i}`, at: new Date() } }
            : {
                status: 'cancelled',
                cancelled: {
                  by: `t-${i}`,
                  byFamily: false,
                  note: 'n',
                  noteLanguage: 'en',
                  at: new Date(),
                },
              },
          new Date(),
        ),
      ),
    );
    const winners = moves.filter((m) => m !== null);
    expect(winners).toHaveLength(1);
    const stored = await conferences.findById(doc._id);
    expect(stored?.status).toBe(winners[0]?.status);
    expect(stored?.stateKey.equals(winners[0]?.stateKey ?? doc._id)).toBe(true);
    expect(await conferences.settled(doc)).toEqual(stored);
  });
});
