import type { EmergencyContacts, Profile } from '@d742/contracts';
import { i18n } from '@d742/i18n';
import {
  type RemoteLoader,
  RemoteLoaderContext,
  loadContracts,
  takeTeacherHandoff,
  useSession,
} from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes, preloadPages } from '../../app-routes';
import { aminaProfile } from '../../testing/profile';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';

const contacts: EmergencyContacts = {
  contacts: {
    schoolOffice: '(612) 555-0100',
    district: '+1 612-555-0142',
    transportation: '',
  },
  demo: true,
  updatedAt: null,
};

let api: TestApi;
// The pages and the schemas load lazily in the app; here they are in place before any test.
beforeAll(() => Promise.all([preloadPages(), loadContracts()]));
beforeEach(async () => {
  await resetPage('en');
  api = await startTestApi();
  api.on('GET', '/api/auth/session', { body: amina });
  api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
  api.on('GET', '/api/user/profile', { body: aminaProfile });
  api.on('PATCH', '/api/user/profile', (call) => {
    const changes = call.body as Partial<Profile>;
    return {
      body: {
        ...aminaProfile,
        ...changes,
        notifications: { ...aminaProfile.notifications, ...changes.notifications },
      },
    };
  });
  api.on('GET', '/api/district/contacts', { body: contacts });
});
afterEach(() => api.close());

const loader: RemoteLoader = async (remote, expose) => ({
  default: () => <h2>{`${remote}/${expose}`}</h2>,
});

function renderMore(route = '/more') {
  return renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <AppRoutes />
    </RemoteLoaderContext.Provider>,
    { route },
  );
}

const menu = async () => within(await screen.findByRole('list', { name: 'Menu' }));
const patches = () => api.callsTo('PATCH', '/api/user/profile').map((c) => c.body);

describe('the More page', () => {
  it('shows the profile summary, the other remotes and the emergency numbers as tel: links', async () => {
    renderMore();
    expect(await screen.findByText('Amina Hassan')).toBeInTheDocument();
    expect(screen.getByText('amina.hassan@example.org')).toBeInTheDocument();
    expect(screen.getByText('+1 612 555 0141')).toBeInTheDocument();
    for (const name of [
      'reports/SchoolConnections',
      'reports/ReportGenerator',
      'voice/VoiceMessageRecorder',
      'voice/VoiceTranslator',
    ]) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole('link', { name: 'Call School office: (612) 555-0100' }),
    ).toHaveAttribute('href', 'tel:6125550100');
    expect(screen.getByRole('link', { name: 'Call District: +1 612-555-0142' })).toHaveAttribute(
      'href',
      'tel:+16125550142',
    );
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('Demo numbers')).toBeInTheDocument();
    // The layout's footer carries the version line once.
    expect(screen.getAllByText(/^Version /)).toHaveLength(1);
  });

  it('hides the demo note for real numbers', async () => {
    api.on('GET', '/api/district/contacts', { body: { ...contacts, demo: false } });
    renderMore();
    expect(await screen.findByRole('link', { name: /Call School office/ })).toBeInTheDocument();
    expect(screen.queryByText('Demo numbers')).not.toBeInTheDocument();
  });

  it.each([
    ['Profile', 'Profile'],
    ['Settings', 'Profile'],
  ])('%s leads to the profile page', async (item, heading) => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderMore();
    await userEvent.click((await menu()).getByRole('link', { name: item }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    if (item === 'Settings') {
      await waitFor(() => expect(scrolled).toContain('settings'));
      expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeInTheDocument();
    }
  });

  it('Homework leads to the homework page', async () => {
    renderMore();
    await userEvent.click((await menu()).getByRole('link', { name: 'Homework' }));
    expect(
      await screen.findByRole('heading', { name: 'academics/HomeworkPage' }),
    ).toBeInTheDocument();
  });

  it("has no Homework for a community member, who sees no student's work", async () => {
    api.on('GET', '/api/auth/session', { body: { ...amina, role: 'client' } });
    renderMore();
    expect((await menu()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect((await menu()).queryByRole('link', { name: 'Homework' })).not.toBeInTheDocument();
  });

  it('switches the language, says so, and saves the choice to the account', async () => {
    renderMore();
    await userEvent.click(await screen.findByRole('button', { name: /^Language/ }));
    expect(i18n.language).toBe('so');
    expect(await screen.findByText('Luqadda waa la beddelay')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dheeraad' })).toBeInTheDocument();
    await waitFor(() => expect(patches()).toContainEqual({ language: 'so' }));
  });

  it("turns push notifications off with the profile's own switch", async () => {
    renderMore();
    const toggle = await screen.findByRole('switch', { name: 'Notifications' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(patches()).toContainEqual({ notifications: { push: false } }));
    expect(toggle).not.toBeChecked();
  });

  it('opens help with questions, answers and the district number', async () => {
    renderMore();
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByText('How do I change the language?')).toBeInTheDocument();
    expect(within(dialog).getByText('What is a passcode?')).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: '+1 612-555-0142' })).toHaveAttribute(
      'href',
      'tel:+16125550142',
    );
  });

  it('signs out for real and returns to the sign-in screen', async () => {
    api.on('POST', '/api/auth/logout', { status: 204 });
    renderMore();
    await userEvent.click((await menu()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Parent Portal Access')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(useSession.getState().status).toBe('signed-out');
  });

  it("hands a parent's translator words to 'write to a teacher', which opens with them", async () => {
    const sendingLoader: RemoteLoader = async (remote, expose) => ({
      default: (props: { onSendToTeacher?(draft: unknown): void }) => (
        <>
          <h2>{`${remote}/${expose}`}</h2>
          {expose === 'VoiceTranslator' && props.onSendToTeacher ? (
            <button
              type="button"
              onClick={() =>
                props.onSendToTeacher?.({ text: 'Wiilkaygu wuu jiran yahay', language: 'so' })
              }
            >
              send words
            </button>
          ) : null}
        </>
      ),
    });
    renderWithProviders(
      <RemoteLoaderContext.Provider value={sendingLoader}>
        <AppRoutes />
      </RemoteLoaderContext.Provider>,
      { route: '/more' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'send words' }));
    expect(await screen.findByRole('heading', { name: 'messaging/MessagesPage' })).toBeVisible();
    expect(takeTeacherHandoff()).toEqual({
      text: 'Wiilkaygu wuu jiran yahay',
      language: 'so',
      recording: null,
    });
  });
});
