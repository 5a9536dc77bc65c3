import { DEMO_TEACHER_NAMES, DEMO_USERS } from '@d742/demo-data';
import { Types } from 'mongoose';
import type { StaffMemberDoc } from '../models';

/** The demo teachers under the names their seeded grades carry, and the district administrator. */
export function buildStaff(): StaffMemberDoc[] {
  const admin = DEMO_USERS.admin;
  const names: Record<string, string> = {
    ...DEMO_TEACHER_NAMES,
    [admin.id]: `${admin.firstName} ${admin.lastName}`,
  };
  return Object.entries(names).map(([userId, displayName]) => ({
    _id: new Types.ObjectId(userId),
    userId,
    displayName,
  }));
}
