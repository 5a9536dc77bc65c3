import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetPage } from '../../testing/render-app';
import en from './locales/en.json';
import so from './locales/so.json';
import PwaLayer from './pwa-layer';
import { type InstallPromptEvent, usePwa } from './pwa-store';
import { SKIP_WAITING_MESSAGE } from './cache-names';
import { watchEngagement } from './engagement';

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
  usePwa.setState({ installPrompt: null, engaged: false, waitingWorker: null, online: true });
});

/**
 * A new page load as far as the banner goes: nothing offered, nothing done yet, the engagement
 * listeners of early.tsx added again (localStorage, like a real device's, is kept).
 */
let stopWatching: (() => void) | undefined;
function newPageLoad() {
  cleanup();
  stopWatching?.();
  usePwa.setState({ installPrompt: null, engaged: false });
  stopWatching = watchEngagement();
}
afterEach(() => stopWatching?.());

const offer = (event: InstallPromptEvent = installOffer().event) =>
  act(() => usePwa.setState({ installPrompt: event }));
/** The parent's first touch of the page: a pointer down on the page, not on the banner. */
const tap = () => act(() => void fireEvent.pointerDown(document.body));
const banner = () => screen.queryByText(en.install.title);
/** A page on which the browser offers installation and the parent has tapped. */
function offeredAndTapped(event?: InstallPromptEvent) {
  renderWithProviders(<PwaLayer />);
  offer(event);
  tap();
}
const clickLater = async () =>
  userEvent.click(await screen.findByRole('button', { name: en.install.later }));
const DAY = 24 * 60 * 60 * 1000;

describe('install banner', () => {
  beforeEach(() => newPageLoad());

  it('waits for the parent: the offer alone shows nothing, the offer and a tap show it', async () => {
    renderWithProviders(<PwaLayer />);
    offer();
    expect(banner()).not.toBeInTheDocument();
    tap();
    expect(await screen.findByText(en.install.title)).toBeInTheDocument();
    expect(screen.getByText(en.install.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.install.action })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.install.later })).toBeInTheDocument();
  });

  it('counts what she did before the PWA layer loaded and before the browser offered', async () => {
    tap();
    renderWithProviders(<PwaLayer />);
    expect(banner()).not.toBeInTheDocument();
    offer();
    expect(await screen.findByText(en.install.title)).toBeInTheDocument();
  });

  it.each(['keyDown', 'touchStart', 'wheel', 'click'] as const)(
    'a %s on the page counts as engaging too',
    async (type) => {
      renderWithProviders(<PwaLayer />);
      offer();
      act(() => void fireEvent[type](document.body));
      expect(await screen.findByText(en.install.title)).toBeInTheDocument();
    },
  );

  it('a scroll alone does not count (the browser scrolls on its own, e.g. restoring a reload)', () => {
    renderWithProviders(<PwaLayer />);
    offer();
    act(() => void fireEvent.scroll(window));
    expect(banner()).not.toBeInTheDocument();
  });

  it('Later hides it, and keeps it away on the next page loads of this device for 14 days', async () => {
    const now = jest.spyOn(Date, 'now');
    const start = Date.UTC(2026, 10, 2, 8);
    now.mockReturnValue(start);
    try {
      offeredAndTapped();
      await clickLater();
      expect(banner()).not.toBeInTheDocument();

      for (const later of [0, 1 * DAY, 14 * DAY - 60_000]) {
        now.mockReturnValue(start + later);
        newPageLoad();
        offeredAndTapped();
        expect(banner()).not.toBeInTheDocument();
      }

      now.mockReturnValue(start + 14 * DAY + 60_000);
      newPageLoad();
      offeredAndTapped();
      expect(await screen.findByText(en.install.title)).toBeInTheDocument();
    } finally {
      now.mockRestore();
    }
  });

  it('without storage (it throws), the banner still shows and Later still hides it', async () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    try {
      offeredAndTapped();
      await clickLater();
      expect(banner()).not.toBeInTheDocument();
      expect(set).toHaveBeenCalled();

      // Not remembered: the next page load offers it again.
      newPageLoad();
      offeredAndTapped();
      expect(await screen.findByText(en.install.title)).toBeInTheDocument();
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });

  it("Install opens the browser's prompt; once installed, the success toast shows", async () => {
    const installing = installOffer();
    offeredAndTapped(installing.event);
    await userEvent.click(await screen.findByRole('button', { name: en.install.action }));
    expect(installing.prompt).toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(await screen.findByText(en.install.success)).toBeInTheDocument();
  });

  it('speaks Somali by default', async () => {
    await resetPage('so');
    offeredAndTapped();
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
