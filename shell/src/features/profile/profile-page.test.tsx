import type { Profile } from '@d742/contracts';
import { i18n } from '@d742/i18n';
import { useSession } from '@d742/platform';
import { type TestApi, allowRadixSelect, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aminaProfile } from '../../testing/profile';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { ProfilePage } from './profile-page';

beforeAll(allowRadixSelect);

let api: TestApi;
let saved: Profile;
beforeEach(async () => {
  await resetPage('en');
  useSession.setState({ user: amina, status: 'signed-in' });
  api = await startTestApi();
  saved = { ...aminaProfile };
  api.on('GET', '/api/user/profile', () => ({ body: saved }));
  api.on('PATCH', '/api/user/profile', (call) => {
    const changes = call.body as Partial<Profile>;
    saved = {
      ...saved,
      ...changes,
      notifications: { ...saved.notifications, ...changes.notifications },
      ...(changes.language ? { languageChosenAt: new Date().toISOString() } : {}),
    };
    return { body: saved };
  });
});
afterEach(() => api.close());

const renderProfile = () => renderWithProviders(<ProfilePage />, { route: '/profile' });
const field = (name: string) => screen.getByLabelText(name);
const patches = () => api.callsTo('PATCH', '/api/user/profile').map((c) => c.body);

describe('profile details', () => {
  it('shows the saved values read-only, the active badge and the member-since date', async () => {
    renderProfile();
    expect(await screen.findByDisplayValue('Amina')).toBeDisabled();
    expect(field('Email address')).toHaveAttribute('type', 'email');
    expect(field('Phone number')).toHaveAttribute('type', 'tel');
    expect(field('Phone number')).toHaveValue('+1 612 555 0141');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDisabled();
    expect(screen.getByText('Account active')).toBeInTheDocument();
    expect(screen.getByText('Member since January 15, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/two-factor|API access/i)).not.toBeInTheDocument();
  });

  it('edits, then cancel puts the saved values back', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const firstName = field('First name');
    expect(firstName).toBeEnabled();
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Aamina');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First name')).toHaveValue('Amina');
    expect(field('First name')).toBeDisabled();
    expect(patches()).toEqual([]);
  });

  it('saves only the changed fields and says so', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), '+1 612 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(
      screen.getByText('Your profile changes have been saved successfully'),
    ).toBeInTheDocument();
    expect(patches()).toEqual([{ phone: '+1 612 555 0199' }]);
    expect(field('Phone number')).toBeDisabled();
    expect(field('Phone number')).toHaveValue('+1 612 555 0199');
    expect(useSession.getState().user?.phone).toBe('+1 612 555 0199');
  });

  it('shows a taken email next to the field and keeps what was typed', async () => {
    api.on('PATCH', '/api/user/profile', {
      status: 409,
      body: { error: 'Email already in use', code: 'EMAIL_TAKEN' },
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Aamina');
    await userEvent.clear(field('Email address'));
    await userEvent.type(field('Email address'), 'taken@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This email address is already used by another account'),
    ).toBeInTheDocument();
    expect(field('Email address')).toHaveAccessibleDescription(
      'This email address is already used by another account',
    );
    expect(field('Email address')).toHaveValue('taken@example.org');
    expect(field('First name')).toHaveValue('Aamina');
    expect(field('First name')).toBeEnabled();
  });

  it('checks a phone number before the call, in the reader language', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    expect(patches()).toEqual([]);
  });

  it('shows other failures as a destructive toast and keeps the form', async () => {
    api.on('PATCH', '/api/user/profile', { status: 500, body: { error: 'Down' } });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(field('Last name'), '-Ali');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was not saved')).toBeInTheDocument();
    expect(field('Last name')).toHaveValue('Hassan-Ali');
  });

  it('switches the whole interface when a new language is saved', async () => {
    await resetPage('so');
    useSession.setState({ user: amina, status: 'signed-in' });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Wax ka beddel' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Luqadda' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(patches()).toEqual([{ language: 'en' }]);
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(useSession.getState().user?.language).toBe('en');
  });
});

describe('account switches', () => {
  it('saves a switch at once', async () => {
    renderProfile();
    const sms = await screen.findByRole('switch', { name: 'SMS alerts' });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    await userEvent.click(sms);
    expect(sms).toBeChecked();
    await waitFor(() => expect(patches()).toEqual([{ notifications: { sms: true } }]));
  });

  it('puts a switch back and says so when saving fails', async () => {
    let fail!: () => void;
    api.on(
      'PATCH',
      '/api/user/profile',
      () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 500, body: { error: 'Down' } });
        }),
    );
    renderProfile();
    const push = await screen.findByRole('switch', { name: 'Push notifications' });
    await userEvent.click(push);
    expect(push).not.toBeChecked(); // shown at once
    await waitFor(() => expect(patches()).toEqual([{ notifications: { push: false } }]));
    fail();
    expect(await screen.findByText('The setting was not saved')).toBeInTheDocument();
    expect(push).toBeChecked();
  });
});

describe('security', () => {
  it('checks the new password confirmation, then changes the password', async () => {
    api.on('POST', '/api/user/password', { body: { revokedSessions: 2 } });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Hooyo-742!');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Aabe-2026!');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Aabe-2025!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(api.callsTo('POST', '/api/user/password')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Confirm new password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Aabe-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other devices were signed out.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/password').map((c) => c.body)).toEqual([
      { currentPassword: 'Hooyo-742!', newPassword: 'Aabe-2026!', confirmPassword: 'Aabe-2026!' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the current password is wrong', async () => {
    api.on('POST', '/api/user/password', {
      status: 401,
      body: { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Aabe-2026!');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Aabe-2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct',
    );
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('sets a passcode (checking the confirmation) and then offers to update it', async () => {
    api.on('POST', '/api/user/passcode', { body: { revokedSessions: 0 } });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Set passcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set passcode' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Hooyo-742!');
    await userEvent.type(within(dialog).getByLabelText('Passcode'), '4821');
    await userEvent.type(within(dialog).getByLabelText('Confirm passcode'), '4822');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save passcode' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Passcodes do not match!');
    expect(api.callsTo('POST', '/api/user/passcode')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Confirm passcode'));
    await userEvent.type(within(dialog).getByLabelText('Confirm passcode'), '4821');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save passcode' }));
    expect(await screen.findByText('Passcode saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/passcode').map((c) => c.body)).toEqual([
      { currentPassword: 'Hooyo-742!', passcode: '4821', confirmPasscode: '4821' },
    ]);
    expect(await screen.findByRole('button', { name: 'Update passcode' })).toBeInTheDocument();
  });

  it('downloads the data backup as a JSON file', async () => {
    const backup = { exportedAt: '2026-05-01T00:00:00.000Z', children: [], messages: [] };
    api.on('GET', '/api/user/export', { body: backup });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:backup';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Data backup' }));
    expect(await screen.findByText('Your data backup was downloaded')).toBeInTheDocument();
    expect(downloads).toEqual([
      expect.stringMatching(/^district742-backup-\d{4}-\d{2}-\d{2}\.json blob:backup$/),
    ]);
    expect(blobs[0]?.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toEqual(backup);
    click.mockRestore();
  });
});
