import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetPage } from '../../testing/render-app';
import en from './locales/en.json';
import so from './locales/so.json';
import PwaLayer from './pwa-layer';
import { type InstallPromptEvent, usePwa } from './pwa-store';
import { SKIP_WAITING_MESSAGE } from './cache-names';

function installOffer() {
  const prompt = jest.fn(async () => undefined);
  return {
    prompt,
    event: {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    } as unknown as InstallPromptEvent,
  };
}

beforeEach(async () => {
  await resetPage('en');
  usePwa.setState({ installPrompt: null, waitingWorker: null, online: true });
});

describe('install banner', () => {
  it('shows when the browser offers installation, and Later dismisses it', async () => {
    renderWithProviders(<PwaLayer />);
    expect(screen.queryByText(en.install.title)).not.toBeInTheDocument();
    act(() => usePwa.setState({ installPrompt: installOffer().event }));
    expect(await screen.findByText(en.install.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.install.later }));
    expect(screen.queryByText(en.install.title)).not.toBeInTheDocument();
  });

  it("Install opens the browser's prompt; once installed, the success toast shows", async () => {
    renderWithProviders(<PwaLayer />);
    const offer = installOffer();
    act(() => usePwa.setState({ installPrompt: offer.event }));
    await userEvent.click(await screen.findByRole('button', { name: en.install.action }));
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByText(en.install.title)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(await screen.findByText(en.install.success)).toBeInTheDocument();
  });

  it('speaks Somali by default', async () => {
    await resetPage('so');
    renderWithProviders(<PwaLayer />);
    act(() => usePwa.setState({ installPrompt: installOffer().event }));
    expect(await screen.findByRole('button', { name: so.install.later })).toBeInTheDocument();
  });
});

describe('update notice', () => {
  it('Update asks the waiting worker to take over and waits for the change of worker to reload', async () => {
    const listeners: Array<() => void> = [];
    const container = {
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
      register: () => new Promise(() => undefined),
    } as unknown as ServiceWorkerContainer;
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    const worker = { postMessage: jest.fn() } as unknown as ServiceWorker;
    try {
      renderWithProviders(<PwaLayer />);
      act(() => usePwa.setState({ waitingWorker: worker }));
      expect(await screen.findByText(en.update.title)).toBeInTheDocument();
      expect(screen.getByText(en.update.text)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: en.update.action }));
      expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
      expect(listeners).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('offline indicator', () => {
  it('shows while offline and leaves when the connection is back', async () => {
    renderWithProviders(<PwaLayer />);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(en.offline.title)).toBeInTheDocument();
    expect(screen.getByText(en.offline.saved)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(en.offline.title)).not.toBeInTheDocument());
    onLine.mockRestore();
  });
});
