import { i18n } from '@d742/i18n';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient as portalQueryClient } from './query-client';

/** Matches react-i18next's `I18nextProvider`; only its type is named here, never its module. */
export type I18nextProviderComponent = ComponentType<{ i18n: typeof i18n; children?: ReactNode }>;

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * The app's own `I18nextProvider`. Platform must not import react-i18next at run time: npm gave
   * this package a copy of its own, which Jest would load beside the app's (a second context the
   * app's `useTranslation` never reads) and Rspack would bundle as a second federation candidate.
   */
  I18nextProvider: I18nextProviderComponent;
  /** Defaults to the portal's one client. */
  queryClient?: QueryClient;
}

/** What every page of the portal runs inside: one query client and the one i18n instance. */
export function AppProviders({
  children,
  I18nextProvider,
  queryClient = portalQueryClient,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
