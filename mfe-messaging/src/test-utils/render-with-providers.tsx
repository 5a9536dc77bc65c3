import { createProviderRendering } from '@d742/platform/testing';
import type { RenderWithProvidersOptions } from '@d742/platform/testing';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from '@d742/platform/router';

// Bound to this app's react-i18next: the copy its components' useTranslation reads.
export const { renderWithProviders, expectLocalizedHeading } =
  createProviderRendering(I18nextProvider);

/** Where the router is now (tests read it from the `Location` status). */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

/**
 * A page as the shell mounts it: under `messages/*` in a router at `route`, with `extra` beside
 * it (e.g. the bell's unread count).
 */
export function renderAt(
  route: string,
  page: ReactElement,
  options?: RenderWithProvidersOptions & { extra?: ReactNode },
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[route]}>
      {options?.extra}
      <Routes>
        <Route path="messages/*" element={page} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    options,
  );
}
