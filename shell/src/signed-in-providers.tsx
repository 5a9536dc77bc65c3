import { AppProviders as PortalProviders, queryClient } from '@d742/platform';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * What the routed pages and the remotes rely on from the host: one query client and the i18n
 * provider. Loaded with the routes, never on the sign-in page (@tanstack/react-query stays off it;
 * decision 017). No tooltip provider: each tooltip brings its own, so a page loads Radix only
 * when it shows something built on it (issue 14).
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
      {children}
    </PortalProviders>
  );
}
