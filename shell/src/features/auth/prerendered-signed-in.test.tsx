import { SIGNED_IN_PAGE } from '@d742/contracts';
import { queryClient, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { act, render, screen } from '@testing-library/react';
import { App } from '../../App';
import { renderSignedInPage } from '../../prerender';
import RoutedApp, { takeOverPage } from '../../routed-app';
import { admin, amina, resetPage } from '../../testing/render-app';
import { pageSession } from './prerendered-signed-in';

let api: TestApi;
let root: HTMLDivElement;
beforeEach(async () => {
  await resetPage('so');
  useSession.setState({ user: null, status: 'loading' });
  api = await startTestApi();
  root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
});
afterEach(async () => {
  await api.close();
  root.remove();
  document.getElementById(SIGNED_IN_PAGE.sessionScriptId)?.remove();
  document.getElementById(SIGNED_IN_PAGE.queriesScriptId)?.remove();
  queryClient.clear();
});

/** The page as the gateway sends it to a signed-in visit of `/`: the home and the session's user. */
function gatewayPage(user: typeof amina, language: 'so' | 'en', json = JSON.stringify(user)) {
  root.dataset.prerendered = SIGNED_IN_PAGE.marker;
  root.innerHTML = renderSignedInPage(user, language).markup;
  document.getElementById(SIGNED_IN_PAGE.sessionScriptId)?.remove();
  const script = document.body.appendChild(document.createElement('script'));
  script.type = 'application/json';
  script.id = SIGNED_IN_PAGE.sessionScriptId;
  script.textContent = json;
}

describe('the signed-in home rendered by the gateway (decision 034)', () => {
  it("is the parent's home in their language: header, greeting, navigation, the cards loading", () => {
    gatewayPage(amina, 'so');
    expect(root.querySelector('.shell-header__title')).toHaveTextContent(
      'Bogga Qoysaska ee District 742',
    );
    expect(root.querySelector('.shell-greeting')).toHaveTextContent('Soo dhawoow, Amina');
    expect(root.querySelector('h1')).toHaveTextContent('Bogga qoyska');
    expect(root.querySelector('.shell-avatar')).toHaveTextContent('AH');
    expect(root.querySelector('nav a[aria-current=page]')).toHaveTextContent('Hoyga');
    expect(root.querySelector('.shell-remote-loading [role=status]')).toBeInTheDocument();

    gatewayPage({ ...amina, language: 'en' }, 'en');
    expect(root.querySelector('.shell-greeting')).toHaveTextContent('Hello, Amina');
    expect(root.querySelector('nav')).toHaveTextContent('Grades');
    // Nothing of the render stays behind in the stores it borrowed.
    expect(useSession.getState()).toMatchObject({ user: null, status: 'loading' });
  });

  it("shows staff their workspace in the navigation, as the browser's page does", () => {
    gatewayPage({ ...admin, role: 'teacher' }, 'en');
    const links = [...root.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/staff');
    expect(links).not.toContain('/grades');
    // Their home is not the family's page: its heading says Home, above their role's card.
    expect(root.querySelector('h1')).toHaveTextContent(/^Home$/);
    gatewayPage({ ...admin, role: 'teacher' }, 'so');
    expect(root.querySelector('h1')).toHaveTextContent(/^Hoyga$/);
  });

  it("hands the browser the session's user, and nothing when the script is missing or off", () => {
    gatewayPage(amina, 'so');
    expect(pageSession()).toEqual(amina);
    gatewayPage(amina, 'so', '{"id":"x"}');
    expect(pageSession()).toBeNull();
    gatewayPage(amina, 'so', 'not json');
    expect(pageSession()).toBeNull();
    gatewayPage(amina, 'so');
    root.dataset.prerendered = 'sign-in';
    expect(pageSession()).toBeNull();
  });

  it('starts signed in without asking the server again, and renders the same home over it', async () => {
    gatewayPage(amina, 'so');
    takeOverPage(root, pageSession()!);
    render(<App routedApp={RoutedApp} />, { container: root });
    // React's own page, at once: no spinner, the same header and greeting.
    expect(root).toHaveAttribute('data-live');
    expect(screen.getByText('Soo dhawoow, Amina')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^AH/ })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo('GET', '/api/auth/session')).toEqual([]);
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: amina });
    // A later check (e.g. the gate of another page) asks the server as usual.
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    await act(() => useSession.getState().checkSession());
    expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1);
    expect(useSession.getState().status).toBe('signed-out');
  });

  it("keeps the academics dashboard the page came with until the remote is here, and starts from the page's reads (decision 035)", () => {
    gatewayPage(amina, 'so');
    root.innerHTML = renderSignedInPage(amina, 'so', {
      'academics/DashboardPanel':
        '<section class="kids"><h2>Carruurtaada</h2><p>Hodan</p></section>',
    }).markup;
    // In the HTML: the dashboard where the remote's module goes, and no spinner.
    expect(
      root.querySelector('[data-fragment="academics/DashboardPanel"] .kids'),
    ).toHaveTextContent('Hodan');
    expect(root.querySelector('.shell-remote-loading')).toBeNull();

    const students = [{ id: 's1', firstName: 'Hodan', lastName: 'Hassan', grade: '8' }];
    const script = document.body.appendChild(document.createElement('script'));
    script.type = 'application/json';
    script.id = SIGNED_IN_PAGE.queriesScriptId;
    script.textContent = JSON.stringify({
      mutations: [],
      queries: [
        {
          queryKey: ['/api/students', { language: 'so' }],
          queryHash: JSON.stringify(['/api/students', { language: 'so' }]),
          state: { data: students, status: 'success', dataUpdatedAt: Date.now() },
        },
      ],
    });
    takeOverPage(root, pageSession()!);
    expect(queryClient.getQueryData(['/api/students', { language: 'so' }])).toEqual(students);

    render(<App routedApp={RoutedApp} />, { container: root });
    // React's page keeps the same dashboard while the remote loads.
    expect(root).toHaveAttribute('data-live');
    expect(screen.getByRole('heading', { name: 'Carruurtaada' })).toBeInTheDocument();
    expect(screen.getByText('Hodan')).toBeInTheDocument();
    expect(root.querySelector('.shell-remote-loading')).toBeNull();
  });

  it('starts without the reads when the page carries none or an unreadable script', () => {
    gatewayPage(amina, 'so');
    takeOverPage(root, amina);
    const script = document.body.appendChild(document.createElement('script'));
    script.type = 'application/json';
    script.id = SIGNED_IN_PAGE.queriesScriptId;
    script.textContent = '{not json';
    expect(() => takeOverPage(root, amina)).not.toThrow();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
