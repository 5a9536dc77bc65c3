// The sign-in page's part comes through its own shared entry: one copy of every store per page.
export * from '@d742/platform/core';
export { queryClient, createQueryClient } from './query-client';
export { apiQueryKey, useApiQuery, type ParseSchema } from './use-api-query';
export {
  AppProviders,
  type AppProvidersProps,
  type I18nextProviderComponent,
} from './app-providers';
export { RemoteModule, type RemoteModuleProps } from './remote-module';
// Signed-in pages only (decision 035): the sign-in page's core entry stays without them.
export {
  PrerenderedFragmentsContext,
  fragmentKey,
  readPrerenderedFragments,
  type PrerenderedFragments,
} from './prerendered-fragments';
export { ReadAloud, readAloudText } from './read-aloud';
