import { i18n } from '@d742/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from '@d742/platform/router';
import { mountStandalone } from './standalone';

function RoutedPage() {
  return <h1>{`Page at ${useLocation().pathname}`}</h1>;
}

function QueryingPanel() {
  return <h2>{useQueryClient() ? 'Panel with data' : 'Panel without data'}</h2>;
}

describe('mountStandalone(pages, options)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should render every page in order inside the providers and a router', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = await act(async () =>
      mountStandalone([RoutedPage, QueryingPanel], { I18nextProvider, container }),
    );

    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Page at /' }));
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Page at /',
      'Panel with data',
    ]);
    expect(i18n.isInitialized).toBe(true);
    act(() => root.unmount());
  });

  it("should mount into the page's #root by default", async () => {
    const rootElement = document.body.appendChild(document.createElement('div'));
    rootElement.id = 'root';
    const root = await act(async () => mountStandalone([QueryingPanel], { I18nextProvider }));

    expect(rootElement).toContainElement(screen.getByRole('heading', { name: 'Panel with data' }));
    act(() => root.unmount());
  });

  it('should refuse a page without #root', () => {
    expect(() => mountStandalone([QueryingPanel], { I18nextProvider })).toThrow('#root');
  });
});
