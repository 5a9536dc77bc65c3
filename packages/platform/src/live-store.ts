import type { LiveEventType, ServerLiveMessage } from '@d742/contracts';
import { LIVE_NOTIFICATION_BUFFER } from '@d742/contracts/constants';
import { create } from 'zustand';

/** idle: no user; connecting: socket opening or waiting for auth_success; disconnected: dropped. */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface LiveNotification {
  /** Client-generated. */
  id: string;
  type: LiveEventType;
  /** Localized in the language that was current when it arrived. */
  title: string;
  message: string;
  /** Epoch ms. */
  receivedAt: number;
  event: ServerLiveMessage;
  /** Opened in the notification centre (markAllSeen) since it arrived. */
  seen?: boolean;
}

export interface LiveState {
  status: LiveStatus;
  /** Whose notifications these are (kept on this device for today), null when nobody's. */
  owner: string | null;
  /** Newest first, at most LIVE_NOTIFICATION_BUFFER, received today. */
  notifications: LiveNotification[];
  /** Notifications received since markAllSeen() (the bell's and the dashboard's badge). */
  unseenCount: number;
  markAllSeen(): void;
}

const STORAGE_PREFIX = 'd742.live.';

interface StoredNotifications {
  items: LiveNotification[];
}

function startOfToday(now = Date.now()): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

function countUnseen(items: readonly LiveNotification[]): number {
  return items.filter((n) => !n.seen).length;
}

function persist(state: Pick<LiveState, 'owner' | 'notifications'>): void {
  if (!state.owner) return;
  const stored: StoredNotifications = { items: state.notifications };
  try {
    localStorage.setItem(STORAGE_PREFIX + state.owner, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the notifications still live for this page.
  }
}

function readStored(owner: string): StoredNotifications {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + owner);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredNotifications>) : undefined;
    const today = startOfToday();
    const items = Array.isArray(parsed?.items)
      ? parsed.items.filter(
          (n): n is LiveNotification =>
            typeof n?.id === 'string' &&
            typeof n.receivedAt === 'number' &&
            n.receivedAt >= today &&
            typeof n.event === 'object',
        )
      : [];
    return { items: items.slice(0, LIVE_NOTIFICATION_BUFFER) };
  } catch {
    return { items: [] };
  }
}

export const useLiveStore = create<LiveState>()((set, get) => ({
  status: 'idle',
  owner: null,
  notifications: [],
  unseenCount: 0,
  markAllSeen: () => {
    set({ unseenCount: 0, notifications: get().notifications.map((n) => ({ ...n, seen: true })) });
    persist(get());
  },
}));

export function setLiveStatus(status: LiveStatus): void {
  if (useLiveStore.getState().status !== status) useLiveStore.setState({ status });
}

export function addLiveNotification(notification: LiveNotification): void {
  useLiveStore.setState((s) => {
    const today = startOfToday(notification.receivedAt);
    const notifications = [notification, ...s.notifications.filter((n) => n.receivedAt >= today)];
    const kept = notifications.slice(0, LIVE_NOTIFICATION_BUFFER);
    return { notifications: kept, unseenCount: countUnseen(kept) };
  });
  persist(useLiveStore.getState());
}

/** Today's notifications this person received earlier on this device (after a reload, say). */
export function restoreLiveNotifications(owner: string): void {
  const { items } = readStored(owner);
  useLiveStore.setState({ owner, notifications: items, unseenCount: countUnseen(items) });
}

/** Forget everything received: the next person signing in on this page must not see it. */
export function resetLiveStore(): void {
  useLiveStore.setState({
    status: 'idle',
    owner: null,
    notifications: [],
    unseenCount: 0,
  });
}

/** Removes every kept notification from this device (signing out on a shared phone). */
export function forgetStoredNotifications(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
}
