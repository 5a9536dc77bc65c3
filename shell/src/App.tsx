import { USER_STORAGE_KEY } from '@d742/platform/core';
import { type ComponentType, Suspense, lazy, useLayoutEffect } from 'react';
import { FullPageSpinner } from './components/full-page-spinner';
import { LIVE_ATTRIBUTE, cameSignedOut } from './features/auth/prerendered-sign-in';
import { SessionGate } from './features/auth/session-gate';
import { PwaAfterLoad } from './features/pwa/early';
import { PageProviders } from './page-providers';
import { preloadSignedIn } from './preload';

// The sign-in screen needs no router: react-router-dom, the largest shared library of the page,
// loads with the routes once someone is signed in or opens the admin page, and so do the query
// client, Radix, the live channel and the remote loader (SignedInProviders; decision 017).
// The chunk is named for the signed-in page, which inlines its styles (ROUTED_APP_CHUNK).
const RoutedApp = lazy(() => import(/* webpackChunkName: "routed-app" */ './routed-app'));

/**
 * Someone who was signed in on this device most likely still is: their pages load right away
 * (unless the gateway saw no session cookie and sent the pre-rendered sign-in page).
 */
function returningUser(): boolean {
  try {
    return localStorage.getItem(USER_STORAGE_KEY) !== null;
  } catch {
    return false; // storage disabled
  }
}
if (returningUser() && !cameSignedOut()) preloadSignedIn();

/** The admin page is reachable signed out (app-routes.tsx): it goes straight to the routes. */
const isAdminPage = (pathname: string) => /^\/admin\/?$/.test(pathname);

/** Marks `#root` once React's page stands where the gateway's was (tests wait for it). */
function MarkLive() {
  useLayoutEffect(() => document.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, ''), []);
  return null;
}

/**
 * The portal. `routedApp`: the routes' module, already loaded, for a page the gateway rendered
 * signed in, whose first render must be that same page at once (never the spinner of a lazy load).
 */
export function App({ routedApp: Routed }: { routedApp?: ComponentType } = {}) {
  const routes = Routed ? (
    <>
      <Routed />
      <MarkLive />
    </>
  ) : (
    <Suspense fallback={<FullPageSpinner />}>
      <RoutedApp />
    </Suspense>
  );
  return (
    <PageProviders>
      {isAdminPage(window.location.pathname) ? routes : <SessionGate>{routes}</SessionGate>}
      <PwaAfterLoad />
    </PageProviders>
  );
}
