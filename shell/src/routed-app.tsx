import type { User } from '@d742/contracts';
import { SIGNED_IN_PAGE } from '@d742/contracts/pages';
import {
  type PrerenderedFragments,
  PrerenderedFragmentsContext,
  RemoteLoaderContext,
  queryClient,
  readPrerenderedFragments,
  useSession,
} from '@d742/platform';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { BrowserRouter } from '@d742/platform/router';
import { AppRoutes } from './app-routes';
import { LiveChannel } from './features/live';
import { loadRemoteComponent } from './features/remotes';
import { SignedInProviders } from './signed-in-providers';

/** The remotes' content the gateway rendered into this page (decision 035); empty elsewhere. */
let pageFragments: PrerenderedFragments = new Map();

/**
 * Takes over a page the gateway rendered for `user` (decisions 034, 035): the app starts signed in
 * as that person without a session check or a spinner; the remotes' content stays on the page
 * until each remote has loaded; the reads it was rendered from go into the query client, so the
 * remotes' first render shows the same data without asking again. Call before React renders over
 * `root`. An unreadable reads script is left out: the remotes then read as on any page.
 */
export function takeOverPage(root: HTMLElement, user: User, doc: Document = document): void {
  useSession.getState().startFromPage(user);
  pageFragments = readPrerenderedFragments(root);
  try {
    const text = doc.getElementById(SIGNED_IN_PAGE.queriesScriptId)?.textContent;
    if (text) hydrate(queryClient, JSON.parse(text) as DehydratedState);
  } catch {
    // A page without its reads: the remotes fetch them.
  }
}

/**
 * The router and every route, with what they need from the host (query client, tooltips, live
 * channel, remote loader): loaded with the first signed-in page or the admin page (decision 017).
 */
export default function RoutedApp() {
  return (
    <SignedInProviders>
      <LiveChannel />
      <RemoteLoaderContext.Provider value={loadRemoteComponent}>
        <PrerenderedFragmentsContext.Provider value={pageFragments}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </PrerenderedFragmentsContext.Provider>
      </RemoteLoaderContext.Provider>
    </SignedInProviders>
  );
}
