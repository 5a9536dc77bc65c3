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

/** Book (a guardian picks one of the times) or cancel (either side, with a note). */
function useConferenceAction<Body>(action: 'book' | 'cancel') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Body & { id: string }) =>
      postConference(conferenceActionUrl(id, action), body),
    // A refused pick (someone was first) shows the conference as it now is.
    onSettled: () => refreshConferences(client),
  });
}

export const useBookConference = () => useConferenceAction<BookConferenceRequest>('book');
export const useCancelConference = () => useConferenceAction<CancelConferenceRequest>('cancel');
