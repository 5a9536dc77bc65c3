import { countSchema } from '@d742/contracts';
import { UNREAD_COUNT_URL, useApiQuery, useSession } from '@d742/platform';

/** Unread messages for the bell and the nav badge; any failure counts as 0. */
export function useUnreadCount(): number {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const { data } = useApiQuery(signedIn ? UNREAD_COUNT_URL : null, countSchema);
  return data?.count ?? 0;
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
