import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AuthTabs } from './auth-tabs';

function Tabs() {
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  return (
    <AuthTabs<'login' | 'signup'>
      label="Account"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'login', label: 'Sign in', panel: <p>sign-in form</p> },
        { value: 'signup', label: 'Sign up', panel: <p>sign-up form</p> },
      ]}
    />
  );
}

describe('AuthTabs (plain tabs of the sign-in screen, no Radix)', () => {
  it('is one tab stop; arrows and Home/End move and select, showing only that panel', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    const signUp = screen.getByRole('tab', { name: 'Sign up' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sign in' })).toHaveTextContent('sign-in form');

    await user.tab();
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sign up' })).toHaveTextContent('sign-up form');
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}'); // wraps
    expect(signIn).toHaveFocus();
    await user.keyboard('{End}');
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(signIn).toHaveAttribute('aria-selected', 'true');

    await user.tab(); // the other tab is skipped: into the panel
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.click(signUp);
    expect(signUp).toHaveAttribute('aria-selected', 'true');
  });
});
