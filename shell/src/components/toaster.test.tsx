import { toast } from '@d742/platform';
import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetPage } from '../testing/render-app';

beforeEach(() => resetPage('en'));

describe('Toaster', () => {
  it('renders toasts from the platform bus, one at a time, in a region labelled Notification', async () => {
    renderWithProviders(<p>page</p>);
    expect(screen.getByRole('region', { name: 'Notification' })).toBeInTheDocument();
    act(() => {
      toast({ title: 'Account created successfully', variant: 'success' });
      toast({ title: 'Successfully logged in', description: 'Welcome back', variant: 'success' });
    });
    expect(await screen.findByText('Successfully logged in')).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
