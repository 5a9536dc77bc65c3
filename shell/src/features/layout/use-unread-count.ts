import { countSchema } from '@d742/contracts';
import { useApiQuery, useSession } from '@d742/platform';

/** Unread messages for the bell and the nav badge; any failure (e.g. 501 today) counts as 0. */
export function useUnreadCount(): number {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const { data } = useApiQuery(signedIn ? '/api/messages/unread-count' : null, countSchema);
  return data?.count ?? 0;
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
