import type { Role } from '@d742/contracts';
import { isStaffRole } from '@d742/contracts/constants';
import { useSession } from '@d742/platform/core';

/**
 * Whose words a page speaks, as an i18next context: a parent reads the family's wording (the
 * resources' plain keys, "your children"), a student reads about themselves (`_student`), a
 * teacher or administrator as staff (`_staff`), a community member as someone who sees the
 * district's news but no student's information (`_community`). `t(key, { context })` falls back to
 * the plain key where a text reads the same for everyone.
 */
export type Audience = 'student' | 'staff' | 'community' | undefined;

export function audienceOf(role: Role | null | undefined): Audience {
  if (isStaffRole(role)) return 'staff';
  if (role === 'student') return 'student';
  return role === 'client' ? 'community' : undefined;
}

/** The signed-in person's audience (a parent's, the plain keys, while nobody is signed in). */
export function useAudience(): Audience {
  return useSession((s) => audienceOf(s.user?.role));
}
