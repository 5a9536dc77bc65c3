import { create } from 'zustand';

/** Chromium's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The browser offers installation (`beforeinstallprompt`), until used or dismissed. */
  installPrompt: InstallPromptEvent | null;
  /**
   * The parent has done something on this page since it loaded (a tap, a click, a key, a touch or
   * the wheel; engagement.ts): only then is installation offered (decision 033).
   */
  engaged: boolean;
  /** A new service worker is installed and waits for the Update button. */
  waitingWorker: ServiceWorker | null;
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
}

export const usePwa = create<PwaState>()(() => ({
  installPrompt: null,
  engaged: false,
  waitingWorker: null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
}));
