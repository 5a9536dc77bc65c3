import { type AppLanguage, i18n, initI18n } from '@d742/i18n';
import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, type I18nextProviderComponent } from './app-providers';
import { type RemoteLoader, RemoteLoaderContext } from './remote-loader';

/**
 * Remotes embedded in what a test renders (voice's ListenButton beside messages, updates, reports)
 * stay loading unless the test provides its own loader inside `ui`: no load settling outside act,
 * no fallback noise.
 */
const remotesNeverLoad: RemoteLoader = () => new Promise(() => {});

/** Same defaults as the portal's client, but a query nobody pre-filled fails instead of fetching. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        queryFn: () => Promise.reject(new Error('tests make no network calls')),
      },
    },
  });
}

export interface RenderWithProvidersOptions {
  language?: AppLanguage;
  queryClient?: QueryClient;
}

export interface LocalizedHeading {
  level: number;
  so: string;
  en: string;
}

/**
 * Test renderers bound to the app's own `I18nextProvider` (see `AppProviders`): the providers the
 * shell gives every remote, without a router (no remote page links yet).
 */
export function createProviderRendering(I18nextProvider: I18nextProviderComponent) {
  async function renderWithProviders(
    ui: ReactElement,
    { language = 'so', queryClient = createTestQueryClient() }: RenderWithProvidersOptions = {},
  ): Promise<RenderResult> {
    initI18n(language);
    await i18n.changeLanguage(language);
    return render(
      <AppProviders I18nextProvider={I18nextProvider} queryClient={queryClient}>
        <RemoteLoaderContext.Provider value={remotesNeverLoad}>{ui}</RemoteLoaderContext.Provider>
      </AppProviders>,
    );
  }

  /** Renders `ui` in Somali, then in English, and expects its heading by level and name each time. */
  async function expectLocalizedHeading(
    ui: ReactElement,
    { level, so, en }: LocalizedHeading,
  ): Promise<void> {
    const { unmount } = await renderWithProviders(ui, { language: 'so' });
    expect(screen.getByRole('heading', { level, name: so })).toBeInTheDocument();
    unmount();
    await renderWithProviders(ui, { language: 'en' });
    expect(screen.getByRole('heading', { level, name: en })).toBeInTheDocument();
  }

  return { renderWithProviders, expectLocalizedHeading };
}
