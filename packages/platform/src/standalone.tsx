import { initI18n } from '@d742/i18n';
import '@d742/ui/styles.css';
import { type ComponentType, StrictMode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { BrowserRouter } from '@d742/platform/router';
import { AppProviders, type I18nextProviderComponent } from './app-providers';

export interface StandaloneOptions {
  /** The remote's own `I18nextProvider` (see `AppProviders` for why platform cannot import it). */
  I18nextProvider: I18nextProviderComponent;
  /** Defaults to the page's `#root`. */
  container?: Element;
}

/**
 * A remote's own page (rspack dev / d742-static): its exposed components one under another, inside
 * the providers and router the shell would give them. The shell never loads a remote's bootstrap.
 */
export function mountStandalone(
  pages: readonly ComponentType[],
  { I18nextProvider, container = document.getElementById('root') ?? undefined }: StandaloneOptions,
): Root {
  if (!container) throw new Error('The page has no #root element');
  initI18n();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProviders I18nextProvider={I18nextProvider}>
        <BrowserRouter>
          <main className="ui-container">
            {pages.map((Page, index) => (
              <Page key={index} />
            ))}
          </main>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  return root;
}
