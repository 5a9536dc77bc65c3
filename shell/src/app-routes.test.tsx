import {
  type RemoteLoader,
  RemoteLoaderContext,
  USER_STORAGE_KEY,
  loadContracts,
  useLanguage,
  useToastStore,
} from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes, preloadPages } from './app-routes';
import { aminaProfile } from './testing/profile';
import { amina, renderWithProviders, resetPage } from './testing/render-app';

let api: TestApi;
// The pages and the schemas load lazily in the app; here they are in place before any test.
beforeAll(() => Promise.all([preloadPages(), loadContracts()]));
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
  api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
  // The device's newer language choice is saved to the account (decision 011).
  api.on('PATCH', '/api/user/profile', { body: { ...aminaProfile, language: 'en' } });
});
afterEach(() => api.close());

const signedInSession = () => api.on('GET', '/api/auth/session', { body: amina });

function fakePage(name: string) {
  return { default: () => <h1>{name}</h1> };
}
const workingRemotes: RemoteLoader = async (remote, expose) => fakePage(`${remote}/${expose}`);

function renderRoutes(route: string, loader: RemoteLoader = workingRemotes) {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <AppRoutes />
    </RemoteLoaderContext.Provider>,
    { route },
  );
}

describe('session check at start', () => {
  it('shows a spinner with a loading message while the session is checked', async () => {
    let answer!: () => void;
    api.on(
      'GET',
      '/api/auth/session',
      () => new Promise((resolve) => (answer = () => resolve({ body: amina }))),
    );
    renderRoutes('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your portal...');
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1));
    answer();
    expect(await screen.findByText('Hello, Amina')).toBeInTheDocument();
  });

  it('shows the sign-in screen instead of any route when signed out, clearing a stale stored user', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(amina));
    api.on('GET', '/api/auth/session', {
      status: 401,
      body: { error: 'Not signed in', code: 'UNAUTHORIZED' },
    });
    renderRoutes('/grades');
    expect(await screen.findByText('Parent Portal Access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'academics/GradesPage' })).not.toBeInTheDocument();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('language after sign-in', () => {
  it("follows the account's language when this device has no choice", async () => {
    await resetPage('so');
    api.on('GET', '/api/auth/session', { body: { ...amina, language: 'en' } });
    renderRoutes('/');
    expect(await screen.findByText('Hello, Amina')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("keeps this device's newer choice over the account's language and saves it", async () => {
    signedInSession(); // account: so, never chosen; device: en, chosen now
    renderRoutes('/');
    expect(await screen.findByText('Hello, Amina')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/user/profile').map((c) => c.body)).toEqual([
        { language: 'en' },
      ]),
    );
  });

  it("lets the account's newer choice beat this device's older one", async () => {
    localStorage.setItem('d742.languageChosenAt', '2026-01-01T00:00:00.000Z');
    useLanguage.setState({ chosenAt: '2026-01-01T00:00:00.000Z' });
    api.on('GET', '/api/auth/session', {
      body: { ...amina, languageChosenAt: '2026-02-01T00:00:00.000Z' },
    });
    renderRoutes('/');
    expect(await screen.findByText('Soo dhawoow, Amina')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/user/profile')).toHaveLength(0);
  });
});

describe('routes when signed in', () => {
  beforeEach(signedInSession);

  it('greets the user on the home page and renders the dashboard panel remote', async () => {
    renderRoutes('/');
    expect(await screen.findByText('Hello, Amina')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Family dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'academics/DashboardPanel' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/grades', 'academics/GradesPage'],
    ['/calendar', 'academics/CalendarPage'],
    ['/homework', 'academics/HomeworkPage'],
    ['/messages', 'messaging/MessagesPage'],
    // A conversation's deep link: the remote routes below /messages itself.
    ['/messages/64c202000200000000000001', 'messaging/MessagesPage'],
    ['/alerts', 'reports/AlertsPage'],
  ])('renders %s from the %s remote', async (route, page) => {
    renderRoutes(route);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Profile'],
    ['/more', 'More'],
    ['/admin', 'Administrator sign-in'],
  ])('renders the shell page %s with its heading', async (route, heading) => {
    renderRoutes(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path, with a button back home', async () => {
    renderRoutes('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(await screen.findByText('Hello, Amina')).toBeInTheDocument();
  });

  it('shows a localized fallback for a remote that fails, keeps the rest working, and retries', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let messagingUp = false;
    const loader: RemoteLoader = async (remote, expose) => {
      if (remote === 'messaging' && !messagingUp) throw new Error('remoteEntry unreachable');
      return fakePage(`${remote}/${expose}`);
    };
    renderRoutes('/messages', loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    messagingUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'messaging/MessagesPage' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Grades' }));
    expect(
      await screen.findByRole('heading', { name: 'academics/GradesPage' }),
    ).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('the More page', () => {
  beforeEach(() => {
    signedInSession();
    useToastStore.setState({ toasts: [] });
  });

  it("hosts the reports remote's school connections and report generator", async () => {
    renderRoutes('/more');
    expect(
      await screen.findByRole('heading', { name: 'reports/SchoolConnections' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'reports/ReportGenerator' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['connected', 'Google Classroom connected', 'success'],
    ['error', 'Google Classroom could not be connected. Please try again.', 'destructive'],
  ])('says how the Google consent ended (%s)', async (outcome, title, variant) => {
    renderRoutes(`/more?google=${outcome}`);
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ title, variant }),
      ]),
    );
  });
});
