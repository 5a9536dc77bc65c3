import { createProviderRendering } from '@d742/platform/testing';
import type { RenderWithProvidersOptions } from '@d742/platform/testing';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@d742/platform/router';

// Bound to this app's react-i18next: the copy its components' useTranslation reads.
export const { renderWithProviders, expectLocalizedHeading } =
  createProviderRendering(I18nextProvider);

/** A page as the shell shows it: inside the providers and a router (links need one). */
export function renderPage(ui: ReactElement, options?: RenderWithProvidersOptions) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, options);
}
