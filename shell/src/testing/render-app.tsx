import type { User } from '@d742/contracts';
import { i18n, initI18n } from '@d742/i18n';
import { createQueryClient, useLanguage, useSession, useToastStore } from '@d742/platform';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@d742/platform/router';
import { AppProviders } from '../app-providers';
import { resetAccessGate } from '../features/access-code';

export const amina: User = {
  id: '64a000000000000000000001',
  username: 'amina',
  firstName: 'Amina',
  lastName: 'Hassan',
  email: 'amina.hassan@example.org',
  phone: '+1 612 555 0141',
  language: 'so',
  role: 'parent',
  createdAt: '2025-01-15T08:00:00.000Z',
};

/** The district administrator as GET /api/auth/session answers it. */
export const admin: User = {
  id: '64a0000000000000000000aa',
  username: 'district-admin',
  firstName: 'Hodan',
  lastName: 'Warsame',
  email: 'admin@district742.org',
  phone: '',
  language: 'en',
  role: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
  languageChosenAt: null,
};

initI18n();

/**
 * Fresh page state: signed out, no grant, no toasts, nothing stored. 'en' also stores English as
 * this device's choice, made now (so it is newer than any profile choice of a test user).
 */
export async function resetPage(language: 'so' | 'en' = 'so'): Promise<void> {
  localStorage.clear();
  useSession.setState({ user: null, status: 'signed-out' });
  useLanguage.setState({ chosenAt: null });
  await i18n.changeLanguage('so');
  if (language === 'en') useLanguage.getState().setLanguage('en');
  useToastStore.setState({ toasts: [] });
  resetAccessGate();
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderResult {
  return render(
    <AppProviders client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
