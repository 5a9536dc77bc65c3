// The sign-in page's part comes through its own shared entry: one copy of every store per page.
export * from '@d742/platform/core';
export { queryClient, createQueryClient } from './query-client';
export { apiQueryKey, useApiQuery, type ParseSchema } from './use-api-query';
export {
  AppProviders,
  type AppProvidersProps,
  type I18nextProviderComponent,
} from './app-providers';
export { RemoteModule, type RemoteModuleProps } from './remote-module';
// Signed-in pages only: the sign-in page loads core alone (decisions 017, 035), so what only a
// signed-in page uses lives here (its modules reach core's stores by package name).
export { audienceOf, useAudience, type Audience } from './audience';
export { monthName, pad2, parseDateOnly, toDateOnly, weekdayName } from './calendar-dates';
export { onLiveEvent, type LiveEventHandler, type LiveEventOf } from './live-events';
export { describeLiveEvent, liveToast, type LiveEvent, type LiveText } from './live-notification';
export { LIVE_BACKOFF, reconnectDelay, type Backoff, type LiveIdentity } from './live-connection';
export { liveSocketUrl, useLiveChannel, type LiveChannelOptions } from './use-live-channel';
export {
  RemoteLoaderContext,
  type RemoteComponentModule,
  type RemoteLoader,
} from './remote-loader';
export { MESSAGES_URL, UNREAD_COUNT_URL, refetchMessages } from './messages-cache';
export { handToTeacher, takeTeacherHandoff, type TeacherHandoff } from './teacher-handoff';
export {
  PrerenderedFragmentsContext,
  readPrerenderedFragments,
  type PrerenderedFragment,
  type PrerenderedFragments,
} from './prerendered-fragments';
export { ReadAloud, readAloudText } from './read-aloud';
