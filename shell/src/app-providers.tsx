import { TOOLTIP } from '@d742/contracts';
import { i18n } from '@d742/i18n';
import { queryClient } from '@d742/platform';
import { TooltipProvider } from '@d742/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocumentTitle } from './components/document-title';
import { Toaster } from './components/toaster';

/** Everything remotes rely on from the host: one query client, one i18n, tooltips and toasts. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TooltipProvider delayDuration={TOOLTIP.delayDurationMs} skipDelayDuration={TOOLTIP.skipDelayDurationMs}>
          <DocumentTitle />
          {children}
          <Toaster />
        </TooltipProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
