/** @jest-environment @d742/platform/jest-environment */
import type { GoogleConnection, SystemStatusEntry } from '@d742/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientWithAnswers, fixClock } from '@d742/platform/testing';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { type RawTestServer, startRawTestServer } from '../test-utils/test-server';
import { GOOGLE_AUTH_URL, GOOGLE_STATUS_URL, SYSTEM_STATUS_URL } from './api/connections-api';
import SchoolConnections from './school-connections';

const NOW = new Date('2026-03-10T15:30:00.000Z');

const entries: SystemStatusEntry[] = [
  {
    name: 'Student information system',
    status: 'connected',
    message: 'Grades and attendance are up to date',
    lastSync: '2026-03-10T15:25:00.000Z',
  },
  {
    name: 'Bus routes',
    status: 'error',
    message: 'The bus company did not answer',
    lastSync: null,
  },
  { name: 'Library', status: 'pending', message: 'First sync tonight' },
  { name: 'Cafeteria', status: 'disabled', message: 'Not set up by the district' },
];

const google = (overrides: Partial<GoogleConnection>): GoogleConnection => ({
  configured: true,
  connected: false,
  lastSync: null,
  ...overrides,
});

let server: RawTestServer | undefined;
beforeEach(() => fixClock(NOW));
afterEach(async () => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  await server?.close();
  server = undefined;
});

async function renderCard(connection: GoogleConnection) {
  await renderWithProviders(<SchoolConnections />, {
    language: 'en',
    queryClient: clientWithAnswers({
      [SYSTEM_STATUS_URL]: entries,
      [GOOGLE_STATUS_URL]: connection,
    }),
  });
  return within(screen.getByRole('region', { name: 'Your Google Classroom account' }));
}

describe('SchoolConnections system status', () => {
  it('lists each system with its status badge, message and last sync', async () => {
    await renderCard(google({ configured: false }));
    const list = screen.getByRole('list', { name: 'School systems' });
    const row = (name: string) => within(within(list).getByRole('listitem', { name }));
    expect(row('Student information system').getByText('Connected')).toHaveClass(
      'ui-badge--success',
    );
    expect(row('Student information system').getByText('5 minutes ago')).toBeInTheDocument();
    expect(
      row('Student information system').getByText('Grades and attendance are up to date'),
    ).toBeInTheDocument();
    expect(row('Bus routes').getByText('Error')).toHaveClass('ui-badge--destructive');
    expect(row('Bus routes').queryByText(/Last sync/)).not.toBeInTheDocument();
    expect(row('Library').getByText('Pending')).toHaveClass('ui-badge--warning');
    expect(row('Cafeteria').getByText('Not configured')).toHaveClass('ui-badge--neutral');
  });
});

describe('SchoolConnections Google Classroom', () => {
  it("says 'Not configured' and offers no button when the district has not set it up", async () => {
    const row = await renderCard(google({ configured: false }));
    expect(row.getByText('Not configured')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Connected' with the last sync once connected", async () => {
    const row = await renderCard(google({ connected: true, lastSync: '2026-03-10T13:30:00.000Z' }));
    expect(row.getByText('Connected')).toBeInTheDocument();
    expect(row.getByText('2 hours ago')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the consent page in a new tab when the parent connects', async () => {
    server = await startRawTestServer();
    server.on('GET', GOOGLE_AUTH_URL, () => ({
      body: { authUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=abc' },
    }));
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const row = await renderCard(google({}));
    expect(row.getByText('Not connected')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Connect Google Classroom' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://accounts.google.com/o/oauth2/v2/auth?state=abc',
        '_blank',
        'noopener',
      ),
    );
    expect(server.callsTo('GET', GOOGLE_AUTH_URL)).toHaveLength(1);
  });

  it('logs a failed consent URL, says so, and rereads the status when Google was switched off', async () => {
    server = await startRawTestServer();
    server.on('GET', GOOGLE_AUTH_URL, () => ({
      status: 503,
      body: { error: 'Google Classroom is not configured', code: 'GOOGLE_NOT_CONFIGURED' },
    }));
    server.on('GET', GOOGLE_STATUS_URL, () => ({ body: google({ configured: false }) }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const row = await renderCard(google({}));
    await userEvent.click(row.getByRole('button', { name: 'Connect Google Classroom' }));
    expect(await row.findByText('Not configured')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });
});

describe('SchoolConnections in Somali', () => {
  it('speaks Somali by default', async () => {
    await renderWithProviders(<SchoolConnections />, {
      queryClient: clientWithAnswers({
        [SYSTEM_STATUS_URL]: entries,
        [GOOGLE_STATUS_URL]: google({}),
      }),
    });
    expect(
      screen.getByRole('heading', { name: 'Xiriirka nidaamyada dugsiga' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ku xir Google Classroom' })).toBeInTheDocument();
    expect(screen.getByText('Ku xiran')).toBeInTheDocument();
  });
});
