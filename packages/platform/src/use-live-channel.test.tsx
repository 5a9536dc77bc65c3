import { LIVE_NOTIFICATION_BUFFER, type Role, type ServerLiveMessage } from '@d742/contracts';
import { i18n, initI18n } from '@d742/i18n';
import { renderHook, waitFor } from '@testing-library/react';
import { onLiveEvent } from './live-events';
import { type LiveStatus, resetLiveStore, useLiveStore } from './live-store';
import { type TestLiveServer, startTestLiveServer } from './live-test-server';
import { useSession } from './session-store';
import { startTestApi } from './testing';
import { useToastStore } from './toast-store';
import { liveSocketUrl, useLiveChannel } from './use-live-channel';

const parent = { id: '64a000000000000000000001', role: 'parent' as Role };
const session = { userId: parent.id, role: parent.role };
const fast = { initialMs: 20, maxMs: 80 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestLiveServer;
let unmount: (() => void) | undefined;

initI18n('en');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  resetLiveStore();
  useToastStore.setState({ toasts: [] });
});

afterEach(async () => {
  unmount?.();
  unmount = undefined;
  await server?.close();
  jest.restoreAllMocks();
});

async function start(options: Parameters<typeof startTestLiveServer>[0] = { session }) {
  server = await startTestLiveServer(options);
}

function mount(user: typeof parent | null = parent) {
  const hook = renderHook(
    ({ u }: { u: typeof parent | null }) => useLiveChannel(u, { url: server.url, backoff: fast }),
    { initialProps: { u: user } },
  );
  unmount = hook.unmount;
  return hook;
}

/** Mounts and waits for the authenticated socket. */
async function connected() {
  const hook = mount();
  const socket = await server.nextSocket();
  await waitFor(() => expect(useLiveStore.getState().status).toBe('connected'));
  return { hook, socket };
}

const lastToast = () => useToastStore.getState().toasts[0];

describe('liveSocketUrl(location)', () => {
  it('uses ws: on http pages and wss: on https pages, same host, path /ws', () => {
    expect(liveSocketUrl(new URL('http://127.0.0.1:8080/grades') as unknown as Location)).toBe(
      'ws://127.0.0.1:8080/ws',
    );
    expect(liveSocketUrl(new URL('https://portal.example/') as unknown as Location)).toBe(
      'wss://portal.example/ws',
    );
  });
});

describe('useLiveChannel(user)', () => {
  it('opens no socket while nobody is signed in', async () => {
    await start();
    mount(null);
    await sleep(100);
    expect(server.sockets).toHaveLength(0);
    expect(useLiveStore.getState().status).toBe('idle');
  });

  it('announces the user after opening and is connected only once auth_success arrives', async () => {
    await start({ session, answerAuth: false });
    const statuses: LiveStatus[] = [];
    const stop = useLiveStore.subscribe((s, before) => {
      if (s.status !== before.status) statuses.push(s.status);
    });
    mount();
    const socket = await server.nextSocket();
    expect(await socket.auth).toEqual({ type: 'auth', userId: parent.id, role: 'parent' });
    await sleep(50);
    expect(useLiveStore.getState().status).toBe('connecting');
    socket.send({ type: 'auth_success', ...session });
    await waitFor(() => expect(useLiveStore.getState().status).toBe('connected'));
    stop();
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it.each<[string, ServerLiveMessage, object]>([
    [
      'notification',
      { type: 'notification', title: 'Field trip', message: 'Bring lunch' },
      { title: 'Field trip', description: 'Bring lunch', durationMs: 5000, variant: 'default' },
    ],
    [
      'grade_update',
      { type: 'grade_update', subject: 'Math', grade: 'A', studentName: 'Abdi' },
      { title: 'New grade', description: 'Abdi: Math — A', durationMs: 8000, variant: 'default' },
    ],
    [
      'attendance_alert',
      {
        type: 'attendance_alert',
        message: 'Absent',
        i18n: { so: 'Maqan', en: 'Abdi was absent today' },
      },
      {
        title: 'Attendance alert',
        description: 'Abdi was absent today',
        durationMs: 10000,
        variant: 'destructive',
      },
    ],
    [
      'new_message',
      { type: 'new_message', senderName: 'Ms. Sarah Johnson' },
      {
        title: 'New message',
        description: 'New message from Ms. Sarah Johnson',
        durationMs: 6000,
        variant: 'default',
      },
    ],
    [
      'system_alert (high)',
      { type: 'system_alert', message: 'Schools closed', severity: 'high' },
      {
        title: 'System alert',
        description: 'Schools closed',
        durationMs: 12000,
        variant: 'destructive',
      },
    ],
    [
      'system_alert (low)',
      { type: 'system_alert', message: 'Maintenance tonight', severity: 'low' },
      { title: 'System alert', durationMs: 12000, variant: 'default' },
    ],
  ])(
    'turns %s into a notification and a toast with its duration and variant',
    async (_, event, expected) => {
      await start();
      const { socket } = await connected();
      socket.send(event);
      await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(1));
      const [notification] = useLiveStore.getState().notifications;
      expect(notification).toMatchObject({ type: event.type, event });
      expect(lastToast()).toMatchObject(expected);
      expect(notification?.title).toBe(lastToast()?.title);
      expect(notification?.message).toBe(lastToast()?.description);
    },
  );

  it('localizes in the language that is current when the event arrives', async () => {
    await start();
    const { socket } = await connected();
    await i18n.changeLanguage('so');
    socket.send({ type: 'new_message', senderName: 'Ms. Sarah Johnson' });
    await waitFor(() => expect(lastToast()?.title).toBe('Fariin cusub'));
    expect(lastToast()?.description).toBe('Fariin cusub oo ka timid Ms. Sarah Johnson');
  });

  it('keeps the newest 100 notifications first and counts them until markAllSeen', async () => {
    await start();
    const { socket } = await connected();
    for (let n = 1; n <= LIVE_NOTIFICATION_BUFFER + 5; n += 1) {
      socket.send({ type: 'notification', title: `t${n}`, message: `m${n}` });
    }
    await waitFor(() => expect(useLiveStore.getState().notifications[0]?.title).toBe('t105'));
    const { notifications, unseenCount } = useLiveStore.getState();
    expect(notifications).toHaveLength(LIVE_NOTIFICATION_BUFFER);
    expect(notifications.at(-1)?.title).toBe('t6');
    expect(new Set(notifications.map((n) => n.id)).size).toBe(LIVE_NOTIFICATION_BUFFER);
    expect(unseenCount).toBe(LIVE_NOTIFICATION_BUFFER);
    useLiveStore.getState().markAllSeen();
    expect(useLiveStore.getState().unseenCount).toBe(0);
  });

  it("keeps today's notifications on this device across a reload, seen ones stay seen, and sign-out forgets them", async () => {
    await start();
    const first = await connected();
    first.socket.send({ type: 'notification', title: 'Early', message: 'seen' });
    await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(1));
    useLiveStore.getState().markAllSeen();
    first.socket.send({ type: 'notification', title: 'Later', message: 'not seen' });
    await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(2));

    // A reload: the channel closes (memory is cleared) and opens again for the same person.
    unmount?.();
    expect(useLiveStore.getState().notifications).toEqual([]);
    await connected();
    const { notifications, unseenCount } = useLiveStore.getState();
    expect(notifications.map((n) => n.title)).toEqual(['Later', 'Early']);
    expect(unseenCount).toBe(1);

    // Someone else on this device never sees them.
    useSession.getState().setUser(null);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('d742.live.'))).toEqual([]);
  });

  it('only logs unparseable and unknown messages', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await start();
    const { socket } = await connected();
    socket.send('not json');
    socket.send({ type: 'mystery' });
    socket.send({ type: 'grade_update', subject: 'Math' });
    socket.send({ type: 'new_message', senderName: 'Ms. Sarah Johnson' });
    await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(1));
    expect(warn).toHaveBeenCalledTimes(3);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('tells onLiveEvent subscribers about their type until they unsubscribe', async () => {
    await start();
    const { socket } = await connected();
    const seen: string[] = [];
    const off = onLiveEvent('new_message', (event) => seen.push(event.senderName));
    socket.send({ type: 'notification', title: 't', message: 'm' });
    socket.send({ type: 'new_message', senderName: 'Ms. Sarah Johnson' });
    await waitFor(() => expect(seen).toEqual(['Ms. Sarah Johnson']));
    off();
    socket.send({ type: 'new_message', senderName: 'Mr. Ali' });
    await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(3));
    expect(seen).toEqual(['Ms. Sarah Johnson']);
  });

  it('reconnects after a drop and announces itself again', async () => {
    await start();
    const { socket } = await connected();
    const statuses: LiveStatus[] = [];
    const stop = useLiveStore.subscribe((s, before) => {
      if (s.status !== before.status) statuses.push(s.status);
    });
    socket.terminate();
    const again = await server.nextSocket();
    expect(await again.auth).toEqual({ type: 'auth', userId: parent.id, role: 'parent' });
    await waitFor(() => expect(useLiveStore.getState().status).toBe('connected'));
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected']);
    again.close(1001, 'Server shutting down');
    await (
      await server.nextSocket()
    ).auth;
    stop();
  });

  it.each([
    ['4401 (not signed in)', null],
    ['4403 (another identity)', { userId: 'someone-else', role: 'parent' as Role }],
  ])('does not reconnect after %s and re-checks the session', async (_, liveSession) => {
    const api = await startTestApi();
    api.on('GET', '/api/auth/session', { status: 401, body: { error: 'Not signed in' } });
    try {
      await start({ session: liveSession });
      mount();
      await server.nextSocket();
      await waitFor(() => expect(api.callsTo('GET', '/api/auth/session')).toHaveLength(1));
      expect(useLiveStore.getState().status).toBe('disconnected');
      await sleep(fast.maxMs * 3);
      expect(server.sockets).toHaveLength(1);
      await waitFor(() => expect(useSession.getState().status).toBe('signed-out'));
    } finally {
      await api.close();
    }
  });

  it('closes the socket and forgets what it received when the user signs out', async () => {
    await start();
    const { hook, socket } = await connected();
    socket.send({ type: 'notification', title: 't', message: 'm' });
    await waitFor(() => expect(useLiveStore.getState().unseenCount).toBe(1));
    hook.rerender({ u: null });
    expect(await socket.closed).toBe(1000);
    expect(useLiveStore.getState()).toMatchObject({
      status: 'idle',
      notifications: [],
      unseenCount: 0,
    });
    await sleep(fast.maxMs * 2);
    expect(server.sockets).toHaveLength(1);
  });
});
