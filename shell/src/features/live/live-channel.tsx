import { useLiveChannel, useSession } from '@d742/platform';

/**
 * The signed-in user's live channel (toasts, dashboard badge, onLiveEvent). Keyed on the user, not
 * on the session status, so the re-check after a refused socket does not reopen it in a loop.
 */
export function LiveChannel() {
  useLiveChannel(useSession((s) => s.user));
  return null;
}
