import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { initI18n, type AppLanguage } from '@d742/i18n';

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

interface RenderOptions {
  language?: AppLanguage;
  queryClient?: QueryClient;
}

/** Renders inside the providers the shell gives every remote (no router: no remote page links yet). */
export async function renderWithProviders(
  ui: ReactElement,
  { language = 'so', queryClient = createTestQueryClient() }: RenderOptions = {},
): Promise<RenderResult> {
  const i18n = initI18n(language);
  await i18n.changeLanguage(language);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {ui}
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
