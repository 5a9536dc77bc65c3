import { useSession } from '@d742/platform';
import {
  type TestLiveServer,
  type TestLiveServerOptions,
  startTestApi,
  startTestLiveServer,
} from '@d742/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { AppLayout } from '../layout';
import { LiveChannel } from './live-channel';

const aminaSession = { userId: amina.id, role: amina.role };
let server: TestLiveServer;
const requestedUrls: string[] = [];
const BrowserWebSocket = window.WebSocket;

// The page is http://localhost/, so the shell asks for ws://localhost/ws; the test server stands in.
beforeAll(() => {
  window.WebSocket = class extends BrowserWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      requestedUrls.push(String(url));
      super(server.url, protocols);
    }
  };
});
afterAll(() => {
  window.WebSocket = BrowserWebSocket;
});
afterEach(async () => {
  act(() => useSession.setState({ user: null, status: 'signed-out' }));
  await server.close();
});

async function renderSignedIn(options: TestLiveServerOptions, page: ReactNode = null) {
  server = await startTestLiveServer(options);
  useSession.setState({ user: amina, status: 'signed-in' });
  renderWithProviders(
    <>
      <LiveChannel />
      {page}
    </>,
  );
}

async function signedInWithLiveChannel(options: TestLiveServerOptions = { session: aminaSession }) {
  await renderSignedIn(options);
  return server.nextSocket();
}

describe('LiveChannel', () => {
  it("opens the page host's /ws as the signed-in parent and shows a new grade as a toast", async () => {
    await resetPage('en');
    const socket = await signedInWithLiveChannel();
    expect(await socket.auth).toEqual({ type: 'auth', userId: amina.id, role: 'parent' });
    expect(requestedUrls.at(-1)).toBe('ws://localhost/ws');
    socket.send({ type: 'grade_update', subject: 'Math', grade: 'A', studentName: 'Abdi' });
    expect(await screen.findByText('New grade')).toBeInTheDocument();
    expect(screen.getByText('Abdi: Math — A')).toBeInTheDocument();
  });

  it('shows an absence in Somali, with the school’s Somali text', async () => {
    await resetPage('so');
    const socket = await signedInWithLiveChannel();
    await socket.auth;
    socket.send({
      type: 'attendance_alert',
      message: 'Abdi was absent today',
      i18n: { so: 'Abdi maanta wuu maqnaa', en: 'Abdi was absent today' },
    });
    expect(await screen.findByText('Ogeysiis imaansho')).toBeInTheDocument();
    expect(screen.getByText('Abdi maanta wuu maqnaa')).toBeInTheDocument();
  });

  it('closes the channel when the parent signs out', async () => {
    await resetPage('en');
    const socket = await signedInWithLiveChannel();
    await socket.auth;
    act(() => useSession.getState().setUser(null));
    expect(await socket.closed).toBe(1000);
  });

  it('re-checks the session when the gateway refuses it, and shows sign-in if it ended', async () => {
    await resetPage('en');
    const api = await startTestApi();
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    try {
      await signedInWithLiveChannel({ session: null });
      await waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
      expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1);
      expect(server.sockets).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('refreshes the bell and the Messages badge when a new message arrives', async () => {
    await resetPage('en');
    const api = await startTestApi();
    let unread = 2;
    api.on('GET', '/api/messages/unread-count', () => ({ body: { count: unread } }));
    try {
      await renderSignedIn({ session: aminaSession }, <AppLayout />);
      expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
      const socket = await server.nextSocket();
      await socket.auth;

      unread = 3;
      socket.send({ type: 'new_message', senderName: 'Ms. Farah' });
      expect(
        await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
      ).toHaveTextContent('3');
      expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
      expect(await screen.findByText('New message from Ms. Farah')).toBeInTheDocument();
      expect(api.callsTo('GET', '/api/messages/unread-count')).toHaveLength(2);
    } finally {
      await api.close();
    }
  });
});
