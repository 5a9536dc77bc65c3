import { type LiveEvent, type LiveNotification, useLiveStore, useSession } from '@d742/platform';
import { type TestApi, startTestApi } from '@d742/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@d742/platform/router';
import { amina, renderWithProviders, resetPage } from '../../testing/render-app';
import { NotificationCentre } from './notification-centre';

let api: TestApi;
beforeEach(async () => {
  await resetPage('en');
  useLiveStore.setState({ owner: null, notifications: [], unseenCount: 0 });
  api = await startTestApi();
  useSession.getState().setUser(amina);
});
afterEach(() => api.close());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell() {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationCentre />
            <Where />
          </>
        }
      />
    </Routes>,
  );
}

function notification(event: LiveEvent, minutesAgo: number): LiveNotification {
  const receivedAt = Date.now() - minutesAgo * 60_000;
  return {
    id: `n-${minutesAgo}`,
    type: event.type,
    title: '',
    message: '',
    receivedAt,
    event,
  } as const;
}

const grade = notification(
  { type: 'grade_update', subject: 'Math', grade: 'A', studentName: 'Hodan' },
  1,
);
const message = notification({ type: 'new_message', senderName: 'Ms. Johnson' }, 2);
const health = notification(
  {
    type: 'notification',
    title: 'Health alert',
    message: 'Hodan saw the nurse',
    topic: 'health_alert',
    i18n: { so: 'Hodan waxay aragtay kalkaalisada', en: 'Hodan saw the nurse' },
  },
  3,
);

describe('the notification centre (header bell)', () => {
  it("lists today's notifications newest first, marks them seen when opened, and opens a notification's page", async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 2 } });
    useLiveStore.setState({
      owner: amina.id,
      notifications: [grade, message, health],
      unseenCount: 3,
    });
    renderBell();
    // 2 unread messages + the 2 unseen notifications that are not about a message.
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await userEvent.click(bell);

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.textContent !== '');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('2 unread messages'),
      expect.stringContaining('Hodan: Math — A'),
      expect.stringContaining('New message from Ms. Johnson'),
      expect.stringContaining('Hodan saw the nurse'),
    ]);
    expect(useLiveStore.getState().unseenCount).toBe(0);
    // Seen: the stored state says so too, so a reload does not count them again.
    const stored = JSON.parse(localStorage.getItem(`d742.live.${amina.id}`) ?? '{}') as {
      items?: Array<{ seen?: boolean }>;
    };
    expect(stored.items?.map((n) => n.seen)).toEqual([true, true, true]);

    await userEvent.click(within(dialog).getByRole('button', { name: /Hodan saw the nurse/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/alerts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('says so when nothing came today, and follows the interface language', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('No notifications today.')).toBeInTheDocument();
  });

  it('a message notification takes a teacher to the staff workspace', async () => {
    api.on('GET', '/api/messages/unread-count', { body: { count: 0 } });
    useSession.getState().setUser({ ...amina, id: 'teacher-1', role: 'teacher' });
    useLiveStore.setState({ owner: 'teacher-1', notifications: [message] });
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('button', { name: /New message from Ms. Johnson/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/inbox'));
  });
});
