import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageProviders } from './page-providers';
import { SignedInProviders } from './signed-in-providers';

/**
 * Both layers of providers at once, as a signed-in page has them. The app itself mounts
 * `PageProviders` at once and `SignedInProviders` with the routes (App, routed-app).
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <PageProviders>
      <SignedInProviders client={client}>{children}</SignedInProviders>
    </PageProviders>
  );
}
