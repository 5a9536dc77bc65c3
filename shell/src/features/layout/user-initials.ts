/** Spec section 2: first letters of firstName and lastName, defaulting to A and B. */
export function userInitials(
  user: { firstName?: string; lastName?: string } | null | undefined,
): string {
  const first = user?.firstName?.trim().charAt(0) || 'A';
  const last = user?.lastName?.trim().charAt(0) || 'B';
  return `${first}${last}`.toUpperCase();
}
