import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The browser offers installation (`beforeinstallprompt`), until used or dismissed. */
  installPrompt: InstallPromptEvent | null;
  /** A new service worker is installed and waits for the Update button. */
  waitingWorker: ServiceWorker | null;
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
}

export const usePwa = create<PwaState>()(() => ({
  installPrompt: null,
  waitingWorker: null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));
