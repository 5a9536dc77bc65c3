import { TOOLTIP } from '@d742/contracts/constants';
import { AppProviders as PortalProviders, queryClient } from '@d742/platform';
import { TooltipProvider } from '@d742/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocumentTitle } from './components/document-title';
import { Toaster } from './components/toaster';

/** Everything remotes rely on from the host: one query client, one i18n, tooltips and toasts. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <PortalProviders I18nextProvider={I18nextProvider} queryClient={client}>
      <TooltipProvider
        delayDuration={TOOLTIP.delayDurationMs}
        skipDelayDuration={TOOLTIP.skipDelayDurationMs}
      >
        <DocumentTitle />
        {children}
        <Toaster />
      </TooltipProvider>
    </PortalProviders>
  );
}
