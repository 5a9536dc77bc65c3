import { i18n } from '@d742/i18n';
import { useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@d742/platform/router';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { AppLayout } from './app-layout';

let api: TestApi;
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
  useSession.getState().setUser(amina);
});
afterEach(() => api.close());

/** The texts of an open menu's items, in order. */
const itemTexts = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>page body</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('header', () => {
  it('shows the title, the language switch and the initials, each named by what it shows first', () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout();
    expect(screen.getByText('District 742 Family Portal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SO – Switch to Somali' })).toHaveTextContent('SO');
    const account = screen.getByRole('button', { name: 'AH – Amina Hassan, account menu' });
    expect(account).toHaveTextContent('AH');
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('opens the account menu from the initials: name, role, Profile and Sign out; one tap signs nobody out', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout('/grades');
    await userEvent.click(screen.getByRole('button', { name: /^AH/ }));
    const menu = await screen.findByRole('menu', { name: 'Amina Hassan Parent' });
    expect(itemTexts(menu)).toEqual(['Profile', 'Sign out']);
    expect(useSession.getState().status).toBe('signed-in');
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('closes the account menu with Escape and gives focus back to the initials', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout();
    const account = screen.getByRole('button', { name: /^AH/ });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The menu's own button has taken the plain one's place (its code loads on first use).
    const initials = screen.getByRole('button', { name: /^AH/ });
    expect(initials).toHaveFocus();
    expect(initials).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the profile from the account menu', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="profile" element={<h1>profile page</h1>} />
          <Route path="*" element={<p>page body</p>} />
        </Route>
      </Routes>,
      { route: '/grades' },
    );
    await userEvent.click(screen.getByRole('button', { name: /^AH/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out from the account menu', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    api.on('POST', '/api/auth/logout', { status: 204 });
    renderLayout('/grades');
    await userEvent.click(screen.getByRole('button', { name: /^AH/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('d742.user')).toBeNull();
  });

  it('names a teacher’s role in the account menu', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    useSession.getState().setUser({
      ...amina,
      id: 'teacher-1',
      firstName: 'Sarah',
      lastName: 'Johnson',
      role: 'teacher',
    });
    renderLayout('/staff');
    await userEvent.click(screen.getByRole('button', { name: 'SJ – Sarah Johnson, account menu' }));
    expect(await screen.findByRole('menu', { name: 'Sarah Johnson Teacher' })).toBeInTheDocument();
  });

  it('switches every visible string with the EN/SO toggle, the account menu too', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'SO – Switch to Somali' }));
    expect(i18n.language).toBe('so');
    expect(screen.getByRole('button', { name: 'EN – U beddel Ingiriisi' })).toHaveTextContent('EN');
    expect(screen.getByRole('link', { name: 'Hoyga' })).toBeInTheDocument();
    expect(screen.getByText('Loogu talagalay qoysaska Soomaaliyeed')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'AH – Amina Hassan, liiska akoonka' }),
    );
    const menu = await screen.findByRole('menu', { name: 'Amina Hassan Waalid' });
    expect(itemTexts(menu)).toEqual(['Xogtayda', 'Ka bax']);
  });
});

describe('bottom navigation', () => {
  it('has six items and marks the current one', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout('/grades');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/',
      '/grades',
      '/messages',
      '/alerts',
      '/profile',
      '/more',
    ]);
    expect(within(nav).getByRole('link', { name: 'Grades' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows no unread badge at zero', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout();
    await waitFor(() => expect(api.callsTo('GET', '/api/messages/unread-count')).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('treats an unavailable unread count (501) as zero', async () => {
    api.on('GET', '/api/messages/unread-count', {
      status: 501,
      body: { error: 'This feature is not available yet', code: 'NOT_IMPLEMENTED' },
    });
    renderLayout();
    await waitFor(() => expect(api.callsTo('GET', '/api/messages/unread-count')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the unread badge on the bell and on Messages above zero', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 4 } });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const messages = await within(nav).findByRole('link', { name: 'Messages, 4 unread' });
    // The visible words in reading order are the start of the name: 'Messages 4'.
    expect(messages).toHaveTextContent(/^Messages\s*4$/);
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toHaveTextContent('4');
  });

  it('names a count above 99 as the badge shows it', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 120 } });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const messages = await within(nav).findByRole('link', { name: 'Messages, 99+ unread' });
    expect(messages).toHaveTextContent(/^Messages\s*99\+$/);
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent(
      '99+',
    );
  });
});

describe('bottom navigation by role', () => {
  it.each([
    // Staff open their workspace where families open their children's grades.
    ['teacher', '/staff', 'Workspace'],
    // A community member sees no student's grades: the district's calendar takes their place.
    ['client', '/calendar', 'Calendar'],
  ] as const)('gives a %s %s in the second place', async (role, route, name) => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    useSession.getState().setUser({ ...amina, id: `${role}-1`, role });
    renderLayout(route);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/', route, '/messages', '/alerts', '/profile', '/more']);
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });
});

describe('footer', () => {
  it('shows the district, the version line and who it is built for', () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderLayout();
    expect(screen.getByText('District 742')).toBeInTheDocument();
    expect(screen.getByText(/^Version \d+\.\d+\.\d+/)).toBeInTheDocument();
    expect(screen.getByText('Built for Somali families')).toBeInTheDocument();
  });
});
