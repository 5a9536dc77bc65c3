/**
 * What a signed-in person needs next, fetched beside the session check or the sign-in call rather
 * than after it: the router with every route, and the signed-in pages (one chunk). The sign-in
 * page itself loads neither (decision 017).
 */
export function preloadSignedIn(): void {
  void import('./routed-app');
  void import(/* webpackChunkName: "signed-in" */ './features/layout');
}
