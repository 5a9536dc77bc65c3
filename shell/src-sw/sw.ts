import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  type PrecacheEntry,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHE_NAMES,
  SAVED_AT_HEADER,
  SKIP_WAITING_MESSAGE,
  isCachedApiPath,
} from '../src/features/pwa/cache-names';
import { readPushPayload, samePath } from '../src/features/pwa/push-payload';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The shell: its page, code, styles, manifests and icons (the list is injected at build time).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page of the portal is the one shell page (client routing), offline too.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(api|mfe|internal|ws)(\/|$)/],
  }),
);

/** Only whole, successful answers are kept (never an error page or an opaque answer). */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** Stamps the time an API answer was fetched, for the page's "last updated" line. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    const body = await response.blob();
    return new Response(body, { status: 200, statusText: response.statusText, headers });
  },
};

// Remote manifests and entries: the network first, so a team's new version goes live on the next
// online load; the last good copy when offline.
const REMOTE_ENTRY = /^\/mfe\/.+\/(mf-manifest\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
registerRoute(
  ({ url }) => sameOrigin(url) && REMOTE_ENTRY.test(url.pathname),
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteEntries, plugins: [okOnly] }),
);
// Remote chunks are content-hashed: a name never changes its bytes.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/mfe/') && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.remoteChunks,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/mfe/'),
  new NetworkFirst({ cacheName: CACHE_NAMES.remoteEntries, plugins: [okOnly] }),
);

// What the family last read (children, grades, attendance, homework, messages, updates, alerts):
// the network first, the last answer when offline. The page deletes this cache on sign-out and
// when another person signs in on the device.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    plugins: [stampSavedAt, new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

// The Update button of the page: the waiting worker takes over, the page reloads into it.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
// The first worker controls the open page at once, so what it reads is kept for offline use.
clientsClaim();

self.addEventListener('push', (event) => {
  const notice = readPushPayload(event.data?.text(), self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      lang: notice.lang,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url },
      ...(notice.tag ? { tag: notice.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = samePath(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      const focused = await open.focus();
      if (focused.url !== target) await focused.navigate(target).catch(() => null);
    })(),
  );
});
