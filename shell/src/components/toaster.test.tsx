import { toast } from '@d742/platform';
import { currentLanguageT, useLanguage } from '@d742/platform/core';
import { i18n } from '@d742/i18n';
import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetPage } from '../testing/render-app';

beforeEach(() => resetPage('en'));

describe('Toaster', () => {
  it('renders toasts from the platform bus, one at a time, in a region labelled Notification', async () => {
    renderWithProviders(<p>page</p>);
    // The renderer (Radix Toast) loads with the first toast, not with the page (decision 017).
    expect(screen.queryByRole('region', { name: 'Notification' })).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Account created successfully', variant: 'success' });
      toast({ title: 'Successfully logged in', description: 'Welcome back', variant: 'success' });
    });
    expect(await screen.findByText('Successfully logged in')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notification' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('keeps a toast for its own duration, not the default 5 s (live grade updates: 8 s)', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>page</p>);
      await act(async () => {
        toast({ title: 'New grade', durationMs: 8000 });
        await import('./toaster'); // the renderer loads with the first toast
      });
      expect(screen.getByText('New grade')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(7900));
      expect(screen.getByText('New grade')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      await act(async () => jest.runOnlyPendingTimersAsync());
      expect(screen.queryByText('New grade')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a toast whose texts are functions in the language the page changes to while it is open', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      toast({
        // What the portal's toasts pass: a t that reads the page's language when it is called.
        title: () => currentLanguageT()('toast.loginSuccess'),
        description: () => currentLanguageT()('toast.loginFailedText'),
        variant: 'success',
      });
    });
    expect(await screen.findByText('Successfully logged in')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials')).toBeInTheDocument();
    await act(async () => useLanguage.getState().setLanguage('so'));
    expect(await screen.findByText('Si guul leh ayaad u gashay')).toBeInTheDocument();
    expect(screen.queryByText('Successfully logged in')).not.toBeInTheDocument();
    expect(screen.getByText(i18n.t('toast.loginFailedText', { lng: 'so' }))).toBeInTheDocument();
    expect(screen.queryByText('Please check your credentials')).not.toBeInTheDocument();
  });
});
