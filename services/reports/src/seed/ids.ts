import { demoObjectId } from '@d742/demo-data';
import { Types } from 'mongoose';

/** Collection tags of reports' seeded ids (academics uses 0x1xx, messaging 0x2xx). */
export const SEED_TAGS = { behaviorReports: 0x301, healthAlerts: 0x302 } as const;

export function seedId(tag: number, studentIndex: number, n: number): Types.ObjectId {
  return new Types.ObjectId(demoObjectId(tag, studentIndex, n));
}
