import type { Role } from '@d742/contracts';

/** Who works in the staff workspace (/staff): teachers and administrators. */
export const STAFF_ROLES: readonly Role[] = ['teacher', 'admin'];

export function isStaffRole(role: Role | undefined | null): boolean {
  return !!role && STAFF_ROLES.includes(role);
}
