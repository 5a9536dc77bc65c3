import { useLiveChannel, useSession } from '@d742/platform';
import { useRefreshOnNewMessage } from './use-refresh-on-new-message';

/**
 * The signed-in user's live channel (toasts, dashboard badge, onLiveEvent) and the shell's own
 * reactions to it. Keyed on the user, not on the session status, so the re-check after a refused
 * socket does not reopen it in a loop.
 */
export function LiveChannel() {
  useLiveChannel(useSession((s) => s.user));
  useRefreshOnNewMessage();
  return null;
}
