/**
 * What a signed-in person needs next, fetched beside the session check or the sign-in call rather
 * than after it: the router with every route, the layout and the home page (one chunk). The
 * sign-in page itself loads none of it (decision 017).
 */
export function preloadSignedIn(): void {
  void import(/* webpackChunkName: "routed-app" */ './routed-app');
}
