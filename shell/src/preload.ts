import { loadContracts } from '@d742/platform/core';

/**
 * What a signed-in person needs next, fetched beside the session check or the sign-in call rather
 * than after it: the router with every route, the signed-in pages (one chunk), the schemas the
 * session answer is read with and, on the home page, its remote panel. The sign-in page itself
 * loads none of it (decision 017).
 */
export function preloadSignedIn(): void {
  void import('./routed-app');
  void import(/* webpackChunkName: "signed-in" */ './features/layout');
  void loadContracts();
  if (window.location.pathname === '/') {
    // Same loader and cache as <RemoteModule>; a failure here is left to it to show and retry.
    void import('./features/remotes')
      .then(({ loadRemoteComponent }) => loadRemoteComponent('academics', 'DashboardPanel', false))
      .catch(() => undefined);
  }
}
