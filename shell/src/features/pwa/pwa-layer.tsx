import { registerNamespace } from '@d742/i18n/core';
import {
  formatRelativeTime,
  onBeforeSignOut,
  toast,
  useLanguage,
  currentLanguageT,
  useNamespaceT,
  useNow,
  useSession,
} from '@d742/platform/core';
import { Button } from '@d742/ui/core';
import { type ReactNode, useEffect, useState } from 'react';
import en from './locales/en.json';
import so from './locales/so.json';
import { installLaterRemembered, rememberInstallLater } from './install-later';
import { INSTALL_SUCCESS_MS, PUSH_SETTING_EVENT } from './pwa-events';
import { usePwa } from './pwa-store';
import { applyUpdate, registerServiceWorker } from './register-sw';
import { guardUserData, lastSavedAt } from './user-caches';
import './pwa.css';

// Push is for signed-in people: its code loads with the first sync, not on the sign-in page
// (issue 14's budget for that page's first load).
const pushSubscription = () => import('./push-subscription');

export const PWA_NS = 'pwa';
registerNamespace(PWA_NS, { so, en });

const MANIFEST_HREF = { so: '/manifest.webmanifest', en: '/manifest.en.webmanifest' } as const;

/** The installed app is named in the reader's language: the page links that language's manifest. */
function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = language === 'en' ? MANIFEST_HREF.en : MANIFEST_HREF.so;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Push follows the session and the profile switch; sign-out removes this device's subscription. */
function followPush(registration: ServiceWorkerRegistration): () => void {
  const sync = () => {
    if (useSession.getState().status !== 'signed-in') return;
    pushSubscription()
      .then(({ syncPushSubscription }) => syncPushSubscription(registration))
      .catch((error: unknown) => console.error('Push subscription failed', error));
  };
  sync();
  const unsubscribeSession = useSession.subscribe((state, previous) => {
    if (state.status === 'signed-in' && state.user?.id !== previous.user?.id) sync();
  });
  window.addEventListener(PUSH_SETTING_EVENT, sync);
  // Signed in, so the first sync has loaded the code already.
  const unsubscribeSignOut = onBeforeSignOut(() =>
    pushSubscription().then(({ removePushSubscription }) => removePushSubscription(registration)),
  );
  return () => {
    unsubscribeSession();
    unsubscribeSignOut();
    window.removeEventListener(PUSH_SETTING_EVENT, sync);
  };
}

/** Starts everything the installed app needs once; returns the cleanup. */
function startPwa(): () => void {
  const cleanups: Array<() => void> = [guardUserData()];
  const setOnline = () => usePwa.setState({ online: navigator.onLine });
  setOnline();
  window.addEventListener('online', setOnline);
  window.addEventListener('offline', setOnline);
  cleanups.push(() => {
    window.removeEventListener('online', setOnline);
    window.removeEventListener('offline', setOnline);
  });
  let stopped = false;
  registerServiceWorker()
    .then((registration) => {
      if (registration && !stopped) cleanups.push(followPush(registration));
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
  return () => {
    stopped = true;
    for (const cleanup of cleanups) cleanup();
  };
}

/** One card of the notices stack: a title, a line of text and its buttons. */
function Notice({
  id,
  title,
  text,
  status = false,
  children,
}: {
  id: string;
  title: string;
  text: string;
  status?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="pwa-notice" role={status ? 'status' : undefined} aria-labelledby={id}>
      <div className="pwa-notice__text">
        <p id={id} className="pwa-notice__title">
          {title}
        </p>
        <p>{text}</p>
      </div>
      <div className="pwa-notice__actions">{children}</div>
    </section>
  );
}

/**
 * Offers installation once the browser offers it AND the parent has engaged with the page, unless
 * she chose "Later" on this device in the last 14 days (decision 033).
 */
function InstallBanner() {
  const t = useNamespaceT(PWA_NS);
  const installPrompt = usePwa((s) => s.installPrompt);
  const engaged = usePwa((s) => s.engaged);
  useEffect(() => {
    const installed = () => {
      usePwa.setState({ installPrompt: null });
      toast({
        title: () => currentLanguageT(PWA_NS)('install.success'),
        variant: 'success',
        durationMs: INSTALL_SUCCESS_MS,
      });
    };
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, [t]);
  if (!installPrompt || !engaged || installLaterRemembered()) return null;
  const install = async () => {
    usePwa.setState({ installPrompt: null });
    await installPrompt.prompt();
  };
  const later = () => {
    rememberInstallLater();
    usePwa.setState({ installPrompt: null });
  };
  return (
    <Notice id="pwa-install-title" title={t('install.title')} text={t('install.text')}>
      <Button variant="outline" onClick={later}>
        {t('install.later')}
      </Button>
      <Button onClick={() => void install()}>{t('install.action')}</Button>
    </Notice>
  );
}

function UpdateNotice() {
  const t = useNamespaceT(PWA_NS);
  const waitingWorker = usePwa((s) => s.waitingWorker);
  if (!waitingWorker) return null;
  return (
    <Notice id="pwa-update-title" title={t('update.title')} text={t('update.text')} status>
      <Button onClick={() => applyUpdate(waitingWorker)}>{t('update.action')}</Button>
    </Notice>
  );
}

function OfflineIndicator() {
  const t = useNamespaceT(PWA_NS);
  const online = usePwa((s) => s.online);
  const status = useSession((s) => s.status);
  const now = useNow();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    if (online) return;
    let live = true;
    void lastSavedAt().then((at) => live && setSavedAt(at));
    return () => {
      live = false;
    };
  }, [online]);
  if (online) return null;
  const when =
    status === 'signed-in' && savedAt !== null
      ? t('offline.savedAt', { time: formatRelativeTime(new Date(savedAt).toISOString(), t, now) })
      : t('offline.saved');
  return (
    <div className="pwa-offline" role="status" data-testid="offline-indicator">
      <strong>{t('offline.title')}</strong> <span>{when}</span>
    </div>
  );
}

/** Loaded after the page's load event (early.tsx): service worker, notices, offline indicator. */
export default function PwaLayer() {
  const language = useLanguage((s) => s.language);
  useEffect(() => startPwa(), []);
  useEffect(() => linkManifest(language), [language]);
  return (
    <div className="pwa-notices">
      <OfflineIndicator />
      <UpdateNotice />
      <InstallBanner />
    </div>
  );
}
