import { isStaffRole } from '@d742/contracts';
import type { SessionUser } from '../session-resolver';

/** Rooms a signed-in user may join: their own user room, their role's room, and the district. */
export function mayJoinRoom(user: SessionUser, room: string): boolean {
  return room === `user:${user.userId}` || room === `role:${user.role}` || room === 'district';
}

/** Staff may notify anyone; everyone else only themselves. */
export function mayNotify(sender: SessionUser, recipientId: string): boolean {
  return isStaffRole(sender.role) || sender.userId === recipientId;
}
