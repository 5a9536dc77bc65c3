import type { ServerLiveMessage } from '@d742/contracts';
import { onLiveEvent } from '@d742/platform';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BEHAVIOR_REPORTS,
  HEALTH_ALERTS,
  behaviorReportsUrl,
  healthAlertsUrl,
} from './api/alerts-api';

const RESOURCE_OF_TOPIC = {
  behavior_report: { resource: BEHAVIOR_REPORTS, url: behaviorReportsUrl },
  health_alert: { resource: HEALTH_ALERTS, url: healthAlertsUrl },
} as const;

type AboutEvent = Extract<ServerLiveMessage, { type: 'notification' | 'system_alert' }>;

/**
 * Marks the lists the event is about stale in every language (cache keys start with the url) and
 * refetches those on screen. Without a studentId every child's list of that kind is refreshed.
 */
export function refreshReportsFor(client: QueryClient, event: AboutEvent): Promise<void> {
  // Other topics (conferences, absence reports) are other pages' business.
  if (!event.topic || !(event.topic in RESOURCE_OF_TOPIC)) return Promise.resolve();
  const { resource, url } = RESOURCE_OF_TOPIC[event.topic as keyof typeof RESOURCE_OF_TOPIC];
  if (event.studentId) return client.invalidateQueries({ queryKey: [url(event.studentId)] });
  return client.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].endsWith(`/${resource}`),
  });
}

/** A behavior report or health alert filed while the page is open shows without a reload. */
export function useRefreshOnReportEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (event: AboutEvent) => void refreshReportsFor(client, event);
    const offNotification = onLiveEvent('notification', refresh);
    const offSystemAlert = onLiveEvent('system_alert', refresh);
    return () => {
      offNotification();
      offSystemAlert();
    };
  }, [client]);
}
