import { type RemoteLoader, RemoteLoaderContext } from '@d742/platform';
import {
  type LocalizedHeading,
  type RenderWithProvidersOptions,
  createProviderRendering,
} from '@d742/platform/testing';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

// Bound to this app's react-i18next: the copy its components' useTranslation reads.
const rendering = createProviderRendering(I18nextProvider);

/**
 * Embedded remotes (voice's ListenButton on each message) stay loading unless a test provides its
 * own loader inside `ui`: no load settling outside act, no fallback noise.
 */
const remotesNeverLoad: RemoteLoader = () => new Promise(() => {});
function withRemoteLoader(ui: ReactElement) {
  return <RemoteLoaderContext.Provider value={remotesNeverLoad}>{ui}</RemoteLoaderContext.Provider>;
}

export function renderWithProviders(ui: ReactElement, options?: RenderWithProvidersOptions) {
  return rendering.renderWithProviders(withRemoteLoader(ui), options);
}

export function expectLocalizedHeading(ui: ReactElement, heading: LocalizedHeading) {
  return rendering.expectLocalizedHeading(withRemoteLoader(ui), heading);
}
