import { DEMO_STUDENTS, demoObjectId } from '@d742/demo-data';
import { SEED_CHILDREN } from '@d742/service-kit';
import { Types } from 'mongoose';

/** Collection tags of reports' seeded ids (academics uses 0x1xx, messaging 0x2xx). */
export const SEED_TAGS = { behaviorReports: 0x301, healthAlerts: 0x302 } as const;

export function seedId(tag: number, studentIndex: number, n: number): Types.ObjectId {
  return new Types.ObjectId(demoObjectId(tag, studentIndex, n));
}

/**
 * The demo children who have behavior reports and health alerts: all but Ayaan, so her family's
 * alerts page shows the empty states ('No behavior reports available') beside her siblings'.
 */
export const CHILDREN_WITH_REPORTS = SEED_CHILDREN.filter(
  (c) => c.student.id !== DEMO_STUDENTS.ayaan.id,
);
export const CHILDREN_WITHOUT_REPORTS = SEED_CHILDREN.filter(
  (c) => !CHILDREN_WITH_REPORTS.includes(c),
);
