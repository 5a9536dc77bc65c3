import { RELATIVE_TIME } from '@d742/contracts/constants';
import type { TFunction } from 'i18next';

/** Spec section 9: under 1 hour in minutes ("just now" under a minute rather than "0 minutes ago"), under 24 hours in hours, otherwise days. */
export function formatRelativeTime(iso: string, t: TFunction, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < 60_000) return t('time.justNow', { ns: 'common' });
  if (elapsed < RELATIVE_TIME.hourMs) {
    return t('time.minutesAgo', { count: Math.floor(elapsed / 60_000), ns: 'common' });
  }
  if (elapsed < RELATIVE_TIME.dayMs) {
    return t('time.hoursAgo', { count: Math.floor(elapsed / RELATIVE_TIME.hourMs), ns: 'common' });
  }
  return t('time.daysAgo', { count: Math.floor(elapsed / RELATIVE_TIME.dayMs), ns: 'common' });
}
