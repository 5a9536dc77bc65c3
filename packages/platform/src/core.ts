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
export { useNow } from './use-now';
export {
  useLiveStore,
  type LiveNotification,
  type LiveState,
  type LiveStatus,
  // For the live channel (the full entry's use-live-channel), not for pages.
  addLiveNotification,
  resetLiveStore,
  restoreLiveNotifications,
  setLiveStatus,
} from './live-store';
export { currentLanguageT, useCommonT, useNamespaceT } from './use-common-t';
