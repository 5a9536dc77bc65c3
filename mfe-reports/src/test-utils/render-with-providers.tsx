import { createProviderRendering } from '@d742/platform/testing';
import { I18nextProvider } from 'react-i18next';

// Bound to this app's react-i18next: the copy its components' useTranslation reads.
export const { renderWithProviders, expectLocalizedHeading } =
  createProviderRendering(I18nextProvider);
