import type { Role, StudentVisibilityResponse } from '@d742/contracts';

/** What the caller wants to do with a student's reports. */
export type StudentAction = 'read' | 'file-behavior' | 'file-health';

/** 'hidden' answers exactly like a missing child (404); 'forbidden' is a 403. */
export type Decision = 'allowed' | 'hidden' | 'forbidden';

/**
 * The one place reports decides access, on top of academics' answer (the route has already
 * refused roles that may never do `action`):
 *
 * - read: academics' read rule (parents their children, a student themself, teachers whom they
 *   teach, administrators everyone), the same rule as the grades the app shows.
 * - file-behavior: a teacher for children they teach, an administrator for any child; for staff
 *   that is the read rule again.
 * - file-health: an administrator, or health staff (a teacher account marked so in academics'
 *   staff records, decision 010) for any child in the district; another teacher is refused with
 *   403, since it is a capability they lack, not a child they may not know about.
 */
export function decide(
  action: StudentAction,
  role: Role,
  access: StudentVisibilityResponse,
): Decision {
  if (action !== 'file-health') return access.visible ? 'allowed' : 'hidden';
  if (role === 'admin') return access.visible ? 'allowed' : 'hidden';
  if (role === 'teacher' && access.staff?.healthStaff === true) return 'allowed';
  return 'forbidden';
}
