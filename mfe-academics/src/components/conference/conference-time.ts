import type { ConferenceSlot } from '@d742/contracts';
import type { TFunction } from 'i18next';
import { formatDay, formatTime } from '../../lib/dates';

/** "Thu, Nov 20 at 3:00 PM (20 min)" in the reader's time zone. */
export function formatSlot(slot: ConferenceSlot, t: TFunction): string {
  const start = new Date(slot.start);
  return t('conference.slot', {
    day: formatDay(start, t),
    time: formatTime(start, t),
    minutes: Math.round((Date.parse(slot.end) - start.getTime()) / 60_000),
  });
}
