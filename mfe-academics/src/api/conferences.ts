import {
  type BookConferenceRequest,
  type CancelConferenceRequest,
  type Conference,
  type OfferConferenceRequest,
  conferenceListSchema,
  conferenceSchema,
} from '@d742/contracts';
import { apiRequest, useApiQuery } from '@d742/platform';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '../lib/invalidate';
import { EVENTS_URL, UPDATES_URL } from './school-urls';

export const CONFERENCES_URL = '/api/conferences';

export function conferenceActionUrl(id: string, action: 'book' | 'cancel'): string {
  return `${CONFERENCES_URL}/${encodeURIComponent(id)}/${action}`;
}

/** A parent's children's conferences, a teacher's own (an administrator's: all), soonest first. */
export function useConferences() {
  return useApiQuery(CONFERENCES_URL, conferenceListSchema);
}

/** Conferences change the calendars (a booked one is an event) and the families' updates. */
export function refreshConferences(client: QueryClient): Promise<void> {
  return invalidateUrls(client, CONFERENCES_URL, EVENTS_URL, UPDATES_URL);
}

async function postConference(url: string, body: unknown): Promise<Conference> {
  const res = await apiRequest('POST', url, body);
  return conferenceSchema.parse(await res.json());
}

export function useOfferConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferConferenceRequest) => postConference(CONFERENCES_URL, body),
    onSettled: () => refreshConferences(client),
  });
}

export function useBookConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: BookConferenceRequest & { id: string }) =>
      postConference(conferenceActionUrl(id, 'book'), body),
    // A refused pick (someone was first) shows the conference as it now is.
    onSettled: () => refreshConferences(client),
  });
}

export function useCancelConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CancelConferenceRequest & { id: string }) =>
      postConference(conferenceActionUrl(id, 'cancel'), body),
    onSettled: () => refreshConferences(client),
  });
}
