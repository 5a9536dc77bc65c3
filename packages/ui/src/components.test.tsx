import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './badge';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { ErrorState } from './error-state';
import { PageHeading } from './page-heading';
import { PasswordInput } from './password-input';
import { Select, SelectItem } from './select';
import { Spinner } from './spinner';
import { SwitchRow } from './switch-row';

describe('PasswordInput', () => {
  it('shows and hides the value with a toggle named by the caller', async () => {
    render(
      <PasswordInput
        aria-label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        maxLength={6}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxLength', '6');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('DropdownMenu', () => {
  it('opens a menu of items from its button, runs the chosen one and closes', async () => {
    const chosen: string[] = [];
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Amina Hassan</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => chosen.push('profile')}>Profile</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => chosen.push('sign-out')}>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    // Named by its button unless the caller names it otherwise.
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(menu).toHaveClass('ui-menu');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(chosen).toEqual(['sign-out']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('SelectItem', () => {
  it('rejects an empty value', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Select aria-label="Language" open>
          <SelectItem value="">Empty</SelectItem>
        </Select>,
      ),
    ).toThrow('SelectItem: value must not be an empty string');
    error.mockRestore();
  });
});

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading your portal..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your portal...');
  });
});

describe('ErrorState', () => {
  it('shows the message as an alert and calls onRetry', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState
        message="This section could not be loaded"
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/">Go Back Home</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go Back Home' });
    expect(link).toHaveClass('ui-button', 'ui-button--outline');
    expect(link).not.toHaveAttribute('type');
  });
});

describe('Badge and PageHeading', () => {
  it('carries the tone as a class and renders an h1', () => {
    render(
      <>
        <PageHeading>Grades</PageHeading>
        <Badge tone="success">A+</Badge>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Grades' })).toBeInTheDocument();
    expect(screen.getByText('A+')).toHaveClass('ui-badge--success');
  });
});

describe('SwitchRow', () => {
  it('is a switch named by its label and described by its text', async () => {
    const changes: boolean[] = [];
    render(
      <SwitchRow
        label="Push notifications"
        description="News from school"
        checked={false}
        onCheckedChange={(v) => changes.push(v)}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Push notifications' });
    expect(toggle).toHaveAccessibleDescription('News from school');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Push notifications'));
    expect(changes).toEqual([true]);
  });
});
