import { daysFrom, DEMO_STUDENTS, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import { familyOf } from '../domain/audience';
import type { ConferenceDoc } from '../models';
import { SEED_TAGS, seedId } from './ids';

const MINUTE_MS = 60_000;

/**
 * Ms. Johnson's open conference offer for Amina's Abdi: three 20-minute times in three days'
 * time (21:00 UTC, afternoon in Minnesota). Reseeding reopens it with fresh times.
 */
export function buildConferences(now: Date): ConferenceDoc[] {
  const first = daysFrom(now, 3, 21);
  const slots = [0, 20, 40].map((minutes) => {
    const start = new Date(first.getTime() + minutes * MINUTE_MS);
    return { start, end: new Date(start.getTime() + 20 * MINUTE_MS) };
  });
  return [
    {
      _id: seedId(SEED_TAGS.conferences, 2, 1),
      studentId: new Types.ObjectId(DEMO_STUDENTS.abdi.id),
      familyIds: familyOf(DEMO_STUDENTS.abdi),
      teacherId: DEMO_USERS.teacher.id,
      slots,
      note: "I would like to talk about Abdi's reading and his math progress.",
      noteLanguage: 'en',
      status: 'offered',
      booked: null,
      cancelled: null,
      createdAt: daysFrom(now, -1, 15),
      startsAt: first,
      stateKey: new Types.ObjectId(),
    },
  ];
}
