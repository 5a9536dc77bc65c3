import { demoObjectId } from '@d742/demo-data';
import { Types } from 'mongoose';

/** Collection tags of academics' seeded ids (messaging uses 0x2xx, reports 0x3xx). */
export const SEED_TAGS = {
  gradeEntries: 0x101,
  attendanceRecords: 0x102,
  assignments: 0x103,
  updates: 0x104,
  events: 0x105,
  systemStatuses: 0x106,
  classes: 0x107,
  conferences: 0x108,
  absenceReports: 0x109,
  classAssignments: 0x10a,
} as const;

/** studentIndex 0 = records not tied to one child (district-wide). */
export function seedId(tag: number, studentIndex: number, n: number): Types.ObjectId {
  return new Types.ObjectId(demoObjectId(tag, studentIndex, n));
}
