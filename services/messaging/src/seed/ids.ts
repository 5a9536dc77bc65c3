import { demoObjectId } from '@d742/demo-data';
import { Types } from 'mongoose';

/** Collection tags of messaging's seeded ids (academics uses 0x1xx, reports 0x3xx). */
export const SEED_TAGS = { messages: 0x201, conversations: 0x202, replies: 0x203 } as const;

export function seedId(tag: number, studentIndex: number, n: number): Types.ObjectId {
  return new Types.ObjectId(demoObjectId(tag, studentIndex, n));
}
