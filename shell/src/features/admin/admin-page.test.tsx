import type { AdminOverview } from '@d742/contracts';
import { loadContracts, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes, preloadPages } from '../../app-routes';
import { aminaProfile } from '../../testing/profile';
import { admin, amina, renderWithProviders, resetPage } from '../../testing/render-app';

const checkedAt = '2026-05-01T12:00:00.000Z';
const overview: AdminOverview = {
  gateway: { version: '1.4.0', uptimeSeconds: 90_061 },
  services: [
    {
      name: 'identity',
      status: 'up',
      responseTimeMs: 12.4,
      version: '1.4.0',
      uptimeSeconds: 3_600,
      database: 'up',
      checkedAt,
    },
    {
      name: 'voice',
      status: 'down',
      responseTimeMs: null,
      version: null,
      uptimeSeconds: null,
      database: null,
      checkedAt,
    },
  ],
  remotes: [
    {
      name: 'academics',
      manifestUrl: '/remotes/academics/mf-manifest.json',
      defaultManifestUrl: '/remotes/academics/mf-manifest.json',
      overridden: false,
      version: '1.4.0',
      reachable: true,
    },
  ],
  live: { connections: 7 },
  traffic: { windowMinutes: 15, routes: [] },
};

let api: TestApi;
// The pages and the schemas load lazily in the app; here they are in place before any test.
beforeAll(() => Promise.all([preloadPages(), loadContracts()]));
beforeEach(async () => {
  await resetPage('en');
  useSession.setState({ user: null, status: 'loading' });
  api = await startTestApi();
  api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
  api.on('GET', '/api/admin/sign-in-info', { body: { demoCredentials: null } });
  api.on('GET', '/api/admin/overview', { body: overview });
  api.on('GET', '/api/admin/access-code', { body: { source: 'demo', rotatedAt: null } });
  api.on('GET', '/api/admin/audit', { body: [] });
  api.on('GET', '/api/system/status', { body: [] });
  api.on('GET', '/api/admin/delivery', {
    body: {
      channels: [
        { channel: 'push', configured: true, source: 'environment' },
        { channel: 'email', configured: false, source: null },
        { channel: 'sms', configured: false, source: null },
      ],
      queue: { pending: 0, sending: 0, sent: 12, failed: 0, dead: 2 },
      deadLetters: [],
      unmatchedSms: [],
    },
  });
  api.on('GET', '/api/district/contacts', {
    body: {
      contacts: { schoolOffice: '612-555-0100', district: '612-555-0142', transportation: '' },
      demo: true,
      updatedAt: null,
    },
  });
  api.on('PATCH', '/api/user/profile', { body: { ...aminaProfile, language: 'en' } });
});
afterEach(() => api.close());

const renderAdmin = () => renderWithProviders(<AppRoutes />, { route: '/admin' });

async function signIn(username = 'district-admin', password = 'Admin-742!') {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));
}

describe('administrator sign-in at /admin', () => {
  it('is reachable signed out, without the parent sign-in or its access code', async () => {
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Administrator access is monitored and recorded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Parent Login' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Parent Portal Access')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/sign-in-info')).toHaveLength(1));
    expect(screen.queryByText('Demo credentials')).not.toBeInTheDocument();
  });

  it('shows demo credentials only when the server provides them', async () => {
    api.on('GET', '/api/admin/sign-in-info', {
      body: { demoCredentials: { username: 'demo-admin', password: 'Demo-Admin-742' } },
    });
    renderAdmin();
    expect(await screen.findByText('Demo credentials')).toBeInTheDocument();
    expect(screen.getByText('Username: demo-admin')).toBeInTheDocument();
    expect(screen.getByText('Password: Demo-Admin-742')).toBeInTheDocument();
  });

  it('says "Invalid Credentials" for a wrong pair', async () => {
    api.on('POST', '/api/admin/login', {
      status: 401,
      body: { error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
    });
    renderAdmin();
    await signIn('district-admin', 'wrong');
    expect(await screen.findByText('Invalid Credentials')).toBeInTheDocument();
    expect(screen.getByText('Please check your username and password')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('says when there were too many attempts', async () => {
    api.on('POST', '/api/admin/login', {
      status: 429,
      body: { error: 'Too many requests', code: 'TOO_MANY_REQUESTS' },
    });
    renderAdmin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('welcomes the administrator and shows the dashboard', async () => {
    api.on('POST', '/api/admin/login', { body: admin });
    renderAdmin();
    await signIn();
    expect(await screen.findByText('Welcome Administrator')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator dashboard' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/login').map((c) => c.body)).toEqual([
      { username: 'district-admin', password: 'Admin-742!' },
    ]);
    expect(useSession.getState().user?.role).toBe('admin');
  });

  it('shows the sign-in form, not the dashboard, to a signed-in parent', async () => {
    api.on('GET', '/api/auth/session', { body: amina });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/overview')).toHaveLength(0);
  });
});

describe('administrator dashboard', () => {
  beforeEach(() => api.on('GET', '/api/auth/session', { body: admin }));

  it('lists the services with a down one marked, live connections and empty lists', async () => {
    renderAdmin();
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).getByLabelText('identity: Up')).toBeInTheDocument();
    expect(within(services).getByLabelText('voice: Down')).toHaveClass('ui-badge--destructive');
    expect(within(services).getByText('12 ms')).toBeInTheDocument();
    expect(within(services).getByText('0d 1h 0m')).toBeInTheDocument();
    expect(screen.getByText('Gateway 1.4.0, running for 1d 1h 1m')).toBeInTheDocument();
    expect(screen.getByText('7 connections open')).toBeInTheDocument();
    expect(screen.getByText('Last 15 minutes')).toBeInTheDocument();
    // Empty traffic and audit lists.
    await waitFor(() => expect(screen.getAllByText('No data available').length).toBeGreaterThan(1));
  });

  it('shows which delivery channels are configured and the dead letters', async () => {
    renderAdmin();
    const push = await screen.findByText('Push notifications');
    const row = (label: string) => screen.getByText(label).closest('li') as HTMLElement;
    expect(within(push.closest('li') as HTMLElement).getByText('Configured')).toBeInTheDocument();
    expect(within(row('Email notifications')).getByText('Not configured')).toBeInTheDocument();
    expect(within(row('SMS notifications')).getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText('2 notifications could not be delivered')).toBeInTheDocument();
  });

  it('polls the overview every 3 seconds', async () => {
    renderAdmin();
    await screen.findByRole('region', { name: 'Services' });
    await waitFor(
      () => expect(api.callsTo('GET', '/api/admin/overview').length).toBeGreaterThanOrEqual(2),
      { timeout: 4500 },
    );
  }, 8000);

  it('rotates the access code and shows the new one once', async () => {
    api.on('POST', '/api/admin/access-code', {
      body: { accessCode: 'NEWCODE742', rotatedAt: '2026-05-02T09:00:00.000Z' },
    });
    renderAdmin();
    expect(await screen.findByText(/Demo code/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('NEWCODE742')).toBeInTheDocument();
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/access-code').map((c) => c.body)).toEqual([{}]);
  });

  it('sends a typed access code, and checks it first', async () => {
    api.on('POST', '/api/admin/access-code', {
      body: { accessCode: 'FAMILY2026', rotatedAt: '2026-05-02T09:00:00.000Z' },
    });
    renderAdmin();
    const input = await screen.findByLabelText(/New code/);
    await userEvent.type(input, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(
      await screen.findByText('Access code has 6 to 12 letters or digits'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'family2026');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('FAMILY2026')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/access-code').map((c) => c.body)).toEqual([
      { accessCode: 'FAMILY2026' },
    ]);
  });

  it("shows the server's reason for a refused remote override in the reader's language", async () => {
    await resetPage('so');
    useSession.setState({ user: null, status: 'loading' });
    api.on('GET', '/api/auth/session', { body: { ...admin, language: 'so' } });
    api.on('PUT', '/api/admin/remotes/academics', {
      status: 400,
      body: { error: 'Origin not allowed', code: 'REMOTE_ORIGIN_NOT_ALLOWED' },
    });
    renderAdmin();
    await userEvent.type(
      await screen.findByLabelText('Cinwaan manifest oo cusub oo loogu talagalay academics'),
      'https://evil.example/mf-manifest.json',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dhaqan geli' }));
    expect(
      await screen.findByText(
        'Cinwaankan lama oggola: isticmaal cinwaanka bogga laftiisa ama mid la oggolaaday.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/remotes/academics').map((c) => c.body)).toEqual([
      { manifestUrl: 'https://evil.example/mf-manifest.json' },
    ]);
  });

  it('rolls a remote back', async () => {
    api.on('POST', '/api/admin/remotes/academics/rollback', { body: overview.remotes[0] });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Remote academics rolled back')).toBeInTheDocument();
  });

  it('saves the emergency contacts after checking them', async () => {
    api.on('PUT', '/api/admin/district/contacts', { body: {} });
    renderAdmin();
    const transport = await screen.findByLabelText('Transportation');
    await userEvent.type(transport, 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    await userEvent.clear(transport);
    await userEvent.type(transport, '612-555-0177');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Emergency contacts saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/district/contacts').map((c) => c.body)).toEqual([
      { schoolOffice: '612-555-0100', district: '612-555-0142', transportation: '612-555-0177' },
    ]);
  });

  it('lists school connections and the audit log', async () => {
    api.on('GET', '/api/system/status', {
      body: [
        { name: 'Google Classroom', status: 'error', message: 'Token expired', lastSync: null },
      ],
    });
    api.on('GET', '/api/admin/audit', {
      body: [
        {
          id: 'a1',
          at: '2026-05-01T09:05:00.000Z',
          actor: { id: admin.id, username: 'district-admin' },
          action: 'access-code.rotate',
          target: 'district',
          details: {},
        },
      ],
    });
    renderAdmin();
    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    expect(screen.getByText('Never synced')).toBeInTheDocument();
    const audit = await screen.findByRole('region', { name: 'Audit log' });
    expect(within(audit).getByText('Access code rotated')).toBeInTheDocument();
    expect(within(audit).getByText('district-admin')).toBeInTheDocument();
  });

  it('signs out back to the sign-in form', async () => {
    api.on('POST', '/api/auth/logout', { status: 204 });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' }),
    ).toBeInTheDocument();
  });
});
