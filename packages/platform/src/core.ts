/**
 * `@d742/platform/core`: everything the sign-in page needs and nothing that brings
 * @tanstack/react-query or Radix (decision 017). `@d742/platform` re-exports it; its own modules
 * import these through `@d742/platform/core`, never by relative path, so the stores stay one
 * instance per page under Module Federation.
 */
export { ApiError, isNetworkError, NETWORK_ERROR_CODE, readErrorBody } from './api-error';
export { loadContracts } from './contracts-loader';
export { apiRequest, getQueryFn, offlineWriteError } from './api-client';
export { RATE_LIMITED_CODE, rateLimitedMessage } from './rate-limited';
export {
  onBeforeSignOut,
  useSession,
  USER_STORAGE_KEY,
  type SessionState,
  type SessionStatus,
} from './session-store';
export {
  deviceChoiceWins,
  LANGUAGE_CHOSEN_AT_STORAGE_KEY,
  onLanguageChosen,
  useLanguage,
  type LanguageState,
} from './language-store';
export {
  toast,
  useToastStore,
  type ToastInput,
  type ToastItem,
  type ToastState,
  type ToastVariant,
} from './toast-store';
export { formatRelativeTime } from './relative-time';
export { monthName, pad2, parseDateOnly, toDateOnly, weekdayName } from './calendar-dates';
export { useNow } from './use-now';
export { useLiveStore, type LiveNotification, type LiveState, type LiveStatus } from './live-store';
export { onLiveEvent, type LiveEventHandler, type LiveEventOf } from './live-events';
export { describeLiveEvent, liveToast, type LiveEvent, type LiveText } from './live-notification';
export { LIVE_BACKOFF, reconnectDelay, type Backoff, type LiveIdentity } from './live-connection';
export { liveSocketUrl, useLiveChannel, type LiveChannelOptions } from './use-live-channel';
export {
  RemoteLoaderContext,
  type RemoteComponentModule,
  type RemoteLoader,
} from './remote-loader';
export { useCommonT, useNamespaceT } from './use-common-t';
export { MESSAGES_URL, UNREAD_COUNT_URL, refetchMessages } from './messages-cache';
export { handToTeacher, takeTeacherHandoff, type TeacherHandoff } from './teacher-handoff';
