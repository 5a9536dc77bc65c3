import { SKIP_WAITING_MESSAGE } from './cache-names';
import { usePwa } from './pwa-store';

/** How often an open portal asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js at scope / and watches for a new version: once one is installed and waiting
 * (and an older one controls the page), the update notice shows. The very first install has
 * nothing to replace, so it shows nothing.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = () => {
    if (registration.waiting && container.controller)
      usePwa.setState({ waitingWorker: registration.waiting });
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  offer();
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
  return registration;
}

/** The Update button: the waiting worker takes over, then the page reloads into it. */
export function applyUpdate(
  worker: ServiceWorker,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    reload();
  });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}
