import { Suspense, lazy, useEffect, useState } from 'react';
import { watchEngagement } from './engagement';
import { type InstallPromptEvent, usePwa } from './pwa-store';

// The install offer, and the parent's first tap or key, can come before the lazy part below has
// loaded: keep both for the banner, which waits for the two (decision 033).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwa.setState({ installPrompt: event as InstallPromptEvent });
  });
  watchEngagement();
}

const PwaLayer = lazy(() => import('./pwa-layer'));

/**
 * The install banner, update notice, offline indicator and the service worker: loaded only after
 * the page's `load` event, so the sign-in page's first paint carries none of it (decision 017).
 */
export function PwaAfterLoad() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') return done(); // loaded before this effect ran
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <PwaLayer />
    </Suspense>
  );
}
