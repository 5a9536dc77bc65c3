/**
 * The shell's first screens rendered to HTML, for Node (the `shell-prerender` configuration):
 * - the sign-in screen, once per language at build time (decision 031). @d742/build-config's
 *   PrerenderPagesPlugin writes `sign-in.<lang>.html`, the page the gateway answers to a signed-out
 *   visit, so a parent sees the form as soon as the HTML and its CSS arrive, before any script;
 * - the signed-in home, on each visit by the gateway, for the person of the session (decision 034):
 *   the header, the navigation and the greeting arrive in the HTML, with the academics remote's
 *   dashboard where the gateway had it rendered (decision 035).
 * The browser then renders the same screen over it (bootstrap.tsx).
 */
import type { User } from '@d742/contracts';
import { type AppLanguage, fixedT, setLanguage } from '@d742/i18n/core';
import {
  PrerenderedFragmentsContext,
  RemoteLoaderContext,
  createQueryClient,
} from '@d742/platform';
import { renderAsSignedIn } from '@d742/platform/prerender';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from '@d742/platform/router';
import { StaticRouter } from 'react-router-dom';
import { SignInScreen } from './features/auth/sign-in-screen';
import { HomePage } from './features/home';
import { AppLayout } from './features/layout';
import { SignedInProviders } from './signed-in-providers';

export interface PrerenderedPage {
  /** The page's `<html lang>`. */
  lang: AppLanguage;
  title: string;
  /** The markup inside `#root`. */
  markup: string;
}

function page(language: AppLanguage, markup: string): PrerenderedPage {
  return { lang: language, title: fixedT(language)('app.title'), markup };
}

export function renderSignInPage(language: AppLanguage): PrerenderedPage {
  setLanguage(language);
  return page(language, renderToStaticMarkup(<SignInScreen />));
}

/** Remotes are the browser's to load: here they stay in their loading state. */
const notOnTheServer = () => new Promise<never>(() => undefined);

/**
 * The home page of `user` in `language`, as the browser first shows it: counts are not in it (they
 * come with the page's own requests); a remote's content is, where `fragments` has it by
 * `remote/expose` (decision 035: the remote rendered it), otherwise that remote shows loading.
 * Renders synchronously as `user` (renderAsSignedIn).
 */
export function renderSignedInPage(
  user: User,
  language: AppLanguage,
  fragments: Readonly<Record<string, string>> = {},
): PrerenderedPage {
  return renderAsSignedIn(user, language, () =>
    page(
      language,
      renderToStaticMarkup(
        <SignedInProviders client={createQueryClient()}>
          <RemoteLoaderContext.Provider value={notOnTheServer}>
            <PrerenderedFragmentsContext.Provider value={new Map(Object.entries(fragments))}>
              <StaticRouter location="/">
                <Routes>
                  <Route element={<AppLayout />}>
                    <Route index element={<HomePage />} />
                  </Route>
                </Routes>
              </StaticRouter>
            </PrerenderedFragmentsContext.Provider>
          </RemoteLoaderContext.Provider>
        </SignedInProviders>,
      ),
    ),
  );
}
