import {
  LIVE_NOTIFICATION_BUFFER,
  type LiveEventType,
  type ServerLiveMessage,
} from '@d742/contracts';
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
}

export interface LiveState {
  status: LiveStatus;
  /** Newest first, at most LIVE_NOTIFICATION_BUFFER. */
  notifications: LiveNotification[];
  /** Notifications received since markAllSeen() (the dashboard's badge). */
  unseenCount: number;
  markAllSeen(): void;
}

export const useLiveStore = create<LiveState>()((set) => ({
  status: 'idle',
  notifications: [],
  unseenCount: 0,
  markAllSeen: () => set({ unseenCount: 0 }),
}));

export function setLiveStatus(status: LiveStatus): void {
  if (useLiveStore.getState().status !== status) useLiveStore.setState({ status });
}

export function addLiveNotification(notification: LiveNotification): void {
  useLiveStore.setState((s) => ({
    notifications: [notification, ...s.notifications].slice(0, LIVE_NOTIFICATION_BUFFER),
    unseenCount: Math.min(s.unseenCount + 1, LIVE_NOTIFICATION_BUFFER),
  }));
}

/** Forget everything received: the next person signing in on this page must not see it. */
export function resetLiveStore(): void {
  useLiveStore.setState({ status: 'idle', notifications: [], unseenCount: 0 });
}
