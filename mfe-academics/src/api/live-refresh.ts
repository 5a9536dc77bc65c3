import type { LiveEventOf } from '@d742/platform';
import { onLiveEvent } from '@d742/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateUrls } from '../lib/invalidate';
import { absenceReportsUrl } from './absence-reports';
import { CONFERENCES_URL } from './conferences';
import { EVENTS_URL, STAFF_CLASSES_URL, UPDATES_URL } from './school-urls';

type Notification = LiveEventOf<'notification'>;

/** The reads a notification's topic is about (a child's, when it names one). */
function urlsOf({ topic, studentId }: Notification): string[] {
  switch (topic) {
    case 'conference':
      return [CONFERENCES_URL, EVENTS_URL, UPDATES_URL];
    case 'absence_report':
      // A teacher's attendance screens show parents' reports as excused-pending.
      return [...(studentId ? [absenceReportsUrl(studentId)] : []), `${STAFF_CLASSES_URL}/`];
    default:
      return [];
  }
}

/**
 * An open page refetches what a live `notification` about a conference or a parent's absence
 * report changed (an offer, a booking, a cancellation, a new report), without a reload.
 */
export function useLiveRefresh(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('notification', (event) => {
        const urls = urlsOf(event);
        if (urls.length > 0) void invalidateUrls(client, ...urls);
      }),
    [client],
  );
}
