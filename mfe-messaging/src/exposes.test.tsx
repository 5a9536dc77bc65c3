import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import MessagesPage from './messages/messages-page';
import { renderWithProviders } from './test-utils/render-with-providers';

describe('messaging exposed modules', () => {
  it.each<[string, ComponentType, number, string, string]>([
    ['MessagesPage', MessagesPage, 1, 'Fariimaha', 'Messages'],
  ])('%s should show its localized heading in Somali and English', async (_name, Component, level, so, en) => {
    const { unmount } = await renderWithProviders(<Component />, { language: 'so' });
    expect(screen.getByRole('heading', { level, name: so })).toBeInTheDocument();
    unmount();
    await renderWithProviders(<Component />, { language: 'en' });
    expect(screen.getByRole('heading', { level, name: en })).toBeInTheDocument();
  });
});
