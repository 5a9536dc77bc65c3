import { LIVE_PATH } from '@d742/contracts/constants';
import { useEffect } from 'react';
import { type Backoff, type LiveIdentity, openLiveConnection } from './live-connection';
import { emitLiveEvent } from './live-events';
import { type LiveEvent, describeLiveEvent, isLiveEvent, liveToast } from './live-notification';
import {
  addLiveNotification,
  resetLiveStore,
  restoreLiveNotifications,
  setLiveStatus,
  toast,
  useSession,
} from '@d742/platform/core';

export interface LiveChannelOptions {
  /** Defaults to liveSocketUrl(window.location). */
  url?: string;
  backoff?: Backoff;
}

/** ws: or wss: as the page, same host, the gateway's live path (spec section 7). */
export function liveSocketUrl(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${LIVE_PATH}`;
}

let received = 0;

/** Keeps the event (localized now), raises its toast and tells the subscribers. */
function receive(event: LiveEvent): void {
  const text = describeLiveEvent(event);
  received += 1;
  addLiveNotification({
    id: `live-${Date.now()}-${received}`,
    type: event.type,
    ...text,
    receivedAt: Date.now(),
    event,
  });
  toast(liveToast(event));
  emitLiveEvent(event);
}

/** The live channel of the signed-in user; mounted once by the shell. Null closes it. */
export function useLiveChannel(user: LiveIdentity | null, options: LiveChannelOptions = {}): void {
  const id = user?.id;
  const role = user?.role;
  const { url, backoff } = options;
  const initialMs = backoff?.initialMs;
  const maxMs = backoff?.maxMs;

  useEffect(() => {
    if (!id || !role) return;
    restoreLiveNotifications(id);
    const connection = openLiveConnection({
      url: url ?? liveSocketUrl(window.location),
      identity: { id, role },
      backoff: initialMs !== undefined && maxMs !== undefined ? { initialMs, maxMs } : undefined,
      onStatus: setLiveStatus,
      onMessage: (message) => {
        if (isLiveEvent(message)) receive(message);
      },
      onSessionRejected: () => void useSession.getState().checkSession(),
    });
    return () => {
      connection.close();
      resetLiveStore();
    };
  }, [id, role, url, initialMs, maxMs]);
}
