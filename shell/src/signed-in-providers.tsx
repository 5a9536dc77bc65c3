import { TOOLTIP } from '@d742/contracts/constants';
import { AppProviders as PortalProviders, queryClient } from '@d742/platform';
import { TooltipProvider } from '@d742/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * What the routed pages and the remotes rely on from the host: one query client and tooltips.
 * Loaded with the routes, never on the sign-in page (@tanstack/react-query and Radix stay off it;
 * decision 017).
 */
export function SignedInProviders({
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
        {children}
      </TooltipProvider>
    </PortalProviders>
  );
}
