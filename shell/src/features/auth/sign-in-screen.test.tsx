import { LANGUAGE_STORAGE_KEY, i18n } from '@d742/i18n';
import { useSession, useToastStore } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { useAccessGate } from '../access-code';
import { SignInScreen } from './sign-in-screen';
import { SignUpForm } from './sign-up-form';

let api: TestApi;
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
});
afterEach(() => api.close());

const grantAccess = () => useAccessGate.setState({ granted: true });
const alert = () => screen.findByRole('alert');

async function signInWithPassword(username = 'amina', password = 'Hooyo-742!') {
  await userEvent.type(screen.getByLabelText('Username or email'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in screen', () => {
  it('shows the title, subtitle, tagline, both tabs and the help line', () => {
    renderWithProviders(<SignInScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'District 742 Family Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Parent Portal Access')).toBeInTheDocument();
    expect(
      screen.getByText(/Secure access to your children's educational information/),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Or use your passcode')).toBeInTheDocument();
    expect(screen.getByText(/Authorized access only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technical Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('switches every visible string with the language button and remembers the choice', async () => {
    await resetPage('so');
    renderWithProviders(<SignInScreen />);
    expect(screen.getByText('Gelitaanka Bogga Waalidiinta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('Parent Portal Access')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In with Passcode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Af-Soomaali' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: 'Af-Soomaali' }));
    expect(screen.getByRole('tab', { name: 'Isdiiwaangeli' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<SignInScreen />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('access gate on sign-in', () => {
  it('opens the access-code dialog instead of signing in, without calling login', async () => {
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    expect(
      await screen.findByRole('dialog', { name: 'Authorized Access Required' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('lets the user submit again after verifying, then signs in with a success toast', async () => {
    api.on('POST', '/api/auth/verify-access-code', {
      body: { granted: true, expiresAt: Date.now() + 900_000 },
    });
    api.on('POST', '/api/auth/login', { body: amina });
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Access code'), 'district742');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(useSession.getState().status).toBe('signed-in'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      username: 'amina',
      password: 'Hooyo-742!',
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Successfully logged in',
      variant: 'success',
    });
  });

  it('reopens the dialog when the server says the grant expired (403 ACCESS_CODE_REQUIRED)', async () => {
    grantAccess();
    api.on('POST', '/api/auth/login', {
      status: 403,
      body: { error: 'Authorized access required', code: 'ACCESS_CODE_REQUIRED' },
    });
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    expect(
      await screen.findByRole('dialog', { name: 'Authorized Access Required' }),
    ).toBeInTheDocument();
    expect(useAccessGate.getState().granted).toBe(false);
  });
});

describe('password sign-in errors', () => {
  beforeEach(grantAccess);

  it('asks for the username before any call', async () => {
    renderWithProviders(<SignInScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await alert()).toHaveTextContent('Please enter your username or email');
    expect(api.calls).toHaveLength(0);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows the localized invalid-credentials text for INVALID_CREDENTIALS', async () => {
    api.on('POST', '/api/auth/login', {
      status: 401,
      body: {
        error: 'Invalid credentials. Please contact your school district for access.',
        code: 'INVALID_CREDENTIALS',
      },
    });
    await i18n.changeLanguage('so');
    renderWithProviders(<SignInScreen />);
    await userEvent.type(screen.getByLabelText('Magaca isticmaalaha ama iimaylka'), 'amina');
    await userEvent.type(screen.getByLabelText('Furaha sirta ah'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Gal' }));
    expect(await alert()).toHaveTextContent('Xogta aad gelisay waa khalad.');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Gelitaanku wuu guuldareystay',
        description: 'Fadlan hubi xogta aad gelisay',
        variant: 'destructive',
      }),
    ]);
  });

  it("says how long to wait when the gateway refuses with 429 RATE_LIMITED, in the reader's language", async () => {
    api.on('POST', '/api/auth/login', {
      status: 429,
      body: { error: 'Too many requests', code: 'RATE_LIMITED', retryAfterSeconds: 6 },
    });
    await i18n.changeLanguage('so');
    renderWithProviders(<SignInScreen />);
    await userEvent.type(screen.getByLabelText('Magaca isticmaalaha ama iimaylka'), 'amina');
    await userEvent.type(screen.getByLabelText('Furaha sirta ah'), 'Hooyo-742!');
    await userEvent.click(screen.getByRole('button', { name: 'Gal' }));
    expect(await alert()).toHaveTextContent(
      'Codsiyo aad u badan. Fadlan sug 6 ilbiriqsi oo isku day mar kale.',
    );
  });

  it('falls back to the server text for errors it has no translation for', async () => {
    api.on('POST', '/api/auth/login', {
      status: 400,
      body: { error: 'Account locked by the district' },
    });
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    expect(await alert()).toHaveTextContent('Account locked by the district');
  });

  it('uses the default text when the server gives none', async () => {
    api.on('POST', '/api/auth/login', { status: 401 });
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    expect(await alert()).toHaveTextContent(
      'Invalid credentials. Please contact your school district for access.',
    );
  });

  it('reports a network failure', async () => {
    await api.goOffline();
    renderWithProviders(<SignInScreen />);
    await signInWithPassword();
    expect(await alert()).toHaveTextContent('Login failed. Please try again.');
    expect(await screen.findByText('Please check your credentials')).toBeInTheDocument();
  });
});

describe('passcode sign-in', () => {
  it('alerts on an empty passcode without any call', async () => {
    renderWithProviders(<SignInScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In with Passcode' }));
    expect(await alert()).toHaveTextContent('Please enter your passcode');
    expect(api.calls).toHaveLength(0);
  });

  it('masks the passcode, caps it at 6 characters and can show it', async () => {
    renderWithProviders(<SignInScreen />);
    const input = screen.getByLabelText('Passcode');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxLength', '6');
    await userEvent.click(screen.getByRole('button', { name: 'Show passcode' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('shows "Invalid passcode" and "Passcode authentication failed"', async () => {
    grantAccess();
    api.on('POST', '/api/auth/passcode', {
      status: 401,
      body: { error: 'Invalid passcode', code: 'INVALID_PASSCODE' },
    });
    renderWithProviders(<SignInScreen />);
    await userEvent.type(screen.getByLabelText('Passcode'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In with Passcode' }));
    expect(await alert()).toHaveTextContent('Invalid passcode');
    expect(api.callsTo('POST', '/api/auth/passcode')[0]?.body).toEqual({ passcode: '000000' });

    await api.goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In with Passcode' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Passcode authentication failed'),
    );
  });

  it('explains that an unknown device needs a password sign-in first', async () => {
    grantAccess();
    api.on('POST', '/api/auth/passcode', {
      status: 401,
      body: {
        error: 'Sign in with your password on this device first to use your passcode.',
        code: 'PASSCODE_DEVICE_UNKNOWN',
      },
    });
    renderWithProviders(<SignInScreen />);
    await userEvent.type(screen.getByLabelText('Passcode'), '742742');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In with Passcode' }));
    expect(await alert()).toHaveTextContent('Sign in with your password on this device first');
  });
});

describe('sign-up', () => {
  async function fillSignUp() {
    await userEvent.type(screen.getByLabelText('First name'), 'Ayaan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Yusuf');
    await userEvent.type(screen.getByLabelText('Email address'), 'ayaan@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'Hooyo-2025!');
  }

  it('alerts "Passwords do not match!" without any call', async () => {
    grantAccess();
    renderWithProviders(<SignUpForm initialValues={{ confirmPassword: 'something-else' }} />);
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alert()).toHaveTextContent('Passwords do not match!');
    expect(api.calls).toHaveLength(0);
  });

  it('alerts "Passcodes do not match!" without any call', async () => {
    grantAccess();
    renderWithProviders(
      <SignUpForm initialValues={{ passcode: '1234', confirmPasscode: '4321' }} />,
    );
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alert()).toHaveTextContent('Passcodes do not match!');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the whole sign-up state and signs the new parent in', async () => {
    grantAccess();
    api.on('POST', '/api/auth/register', {
      status: 201,
      body: { ...amina, firstName: 'Ayaan', lastName: 'Yusuf' },
    });
    renderWithProviders(<SignInScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(useSession.getState().user?.firstName).toBe('Ayaan'));
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      firstName: 'Ayaan',
      lastName: 'Yusuf',
      dateOfBirth: '',
      ssn: '',
      phoneNumber: '',
      email: 'ayaan@example.org',
      password: 'Hooyo-2025!',
      confirmPassword: 'Hooyo-2025!',
      passcode: '',
      confirmPasscode: '',
      role: 'parent',
      studentId: '',
      teacherCode: '',
      department: '',
    });
    expect(useToastStore.getState().toasts[0]?.title).toBe('Account created successfully');
  });

  it('shows the localized conflict text and the network failure text', async () => {
    grantAccess();
    api.on('POST', '/api/auth/register', {
      status: 409,
      body: { error: 'An account with this email already exists', code: 'CONFLICT' },
    });
    renderWithProviders(<SignUpForm />);
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alert()).toHaveTextContent('An account with this email already exists');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        title: 'Registration failed',
        description: 'Please try again',
        variant: 'destructive',
      }),
    ]);

    await api.goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.'),
    );
  });

  it('checks the contract rules (short password) before calling', async () => {
    grantAccess();
    renderWithProviders(<SignUpForm />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ayaan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Yusuf');
    await userEvent.type(screen.getByLabelText('Email address'), 'ayaan@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await alert()).toHaveTextContent('Password must have at least 8 characters');
    expect(api.calls).toHaveLength(0);
  });
});
