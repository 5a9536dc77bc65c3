import { countSchema, type MessageSummary } from '@d742/contracts';
import {
  MESSAGES_URL,
  type RemoteLoader,
  RemoteLoaderContext,
  UNREAD_COUNT_URL,
  useApiQuery,
  useSession,
  useToastStore,
} from '@d742/platform';
import { type TestApi, clientWithAnswers, startTestApi } from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  AMINA,
  SCHOOL_OFFICE,
  amina,
  authored,
  machine,
  makeReply,
  makeSummary,
  makeThread,
  original,
  untranslated,
} from '../test-utils/fixtures';
import { renderAt } from '../test-utils/render-with-providers';
import { markAsReadUrl } from './api/messages-api';
import { threadUrl } from './api/thread-api';
import MessagesPage from './messages-page';

const NOW = Date.parse('2026-03-02T10:30:00.000Z');

const fromTeacher = makeSummary({
  subject: original('Field trip on Friday'),
  content: original('Please sign the permission form.'),
  createdAt: '2026-03-02T08:15:00.000Z',
});
const notice = makeSummary({
  subject: original('Welcome back'),
  content: original('School starts at 8:00.'),
  sender: SCHOOL_OFFICE,
  schoolNotice: true,
  isRead: true,
  createdAt: '2026-02-27T09:00:00.000Z',
});
/** Started days ago, answered this morning: three replies, two of them new. */
const conversation = makeSummary({
  subject: machine("Abdi's reading at home", 'en', 'Akhriska Abdi ee guriga'),
  content: machine('Abdi is reading much better.', 'en', 'Abdi akhriska aad buu u fiicnaaday.'),
  isRead: true,
  createdAt: '2026-02-28T09:00:00.000Z',
  thread: {
    unreadCount: 2,
    replyCount: 3,
    lastActivityAt: '2026-03-02T10:00:00.000Z',
    lastReply: {
      id: '66d000000000000000000099',
      sender: { id: '64a000000000000000000004', name: 'Ms. Sarah Johnson', role: 'teacher' },
      createdAt: '2026-03-02T10:00:00.000Z',
      preview: 'I will send three books home.',
      hasAudio: false,
    },
  },
});

/** What the shell's bell reads: the unread count, refetched when it is invalidated. */
function UnreadCount() {
  const { data } = useApiQuery(UNREAD_COUNT_URL, countSchema);
  return <output aria-label="Unread count">{data?.count}</output>;
}

const page = <MessagesPage />;
const listed = (messages: MessageSummary[]) => clientWithAnswers({ [MESSAGES_URL]: messages });

let api: TestApi | undefined;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  useToastStore.setState({ toasts: [] });
  useSession.setState({ user: amina, status: 'signed-in' });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api?.close();
  api = undefined;
  useSession.setState({ user: null, status: 'signed-out' });
});

describe('MessagesPage message list', () => {
  it("shows each thread's subject, content, sender, unread count and last activity, newest activity first", async () => {
    await renderAt('/messages', page, {
      language: 'en',
      queryClient: listed([fromTeacher, notice, conversation]),
    });

    const list = screen.getByRole('list', { name: 'Your messages' });
    const [first, second, third] = within(list).getAllByRole('article');
    // The conversation was answered at 10:00, after the teacher's 8:15 message.
    expect(first).toHaveAccessibleName('Akhriska Abdi ee guriga');
    expect(second).toHaveAccessibleName('Field trip on Friday');
    expect(third).toHaveAccessibleName('Welcome back');

    const teacher = within(second!);
    expect(teacher.getByText('New')).toHaveClass('ui-badge');
    expect(teacher.getByText('Please sign the permission form.')).toHaveClass('messaging-clamp-3');
    expect(teacher.getByText('2 hours ago')).toHaveAttribute('datetime', fromTeacher.createdAt);
    expect(teacher.getByText('From: Ms. Sarah Johnson, Teacher')).toBeInTheDocument();
    expect(teacher.queryByText('From: School Administrator')).not.toBeInTheDocument();
    expect(
      teacher.getByRole('button', { name: 'Mark as read: Field trip on Friday' }),
    ).toBeEnabled();

    const answered = within(first!);
    expect(answered.getByText('2 new')).toHaveClass('ui-badge');
    expect(answered.getByText('30 minutes ago')).toHaveAttribute(
      'datetime',
      '2026-03-02T10:00:00.000Z',
    );
    expect(answered.getByText('3 replies')).toBeInTheDocument();
    expect(
      answered.getByText('Ms. Sarah Johnson, Teacher: I will send three books home.'),
    ).toBeInTheDocument();
    // The teacher's English, machine translated for this (English-reading) test reader's list.
    expect(answered.getByText('Machine translated')).toBeInTheDocument();

    const school = within(third!);
    expect(school.getByText('From: School Administrator')).toBeInTheDocument();
    expect(school.queryByText(/School Administration/)).not.toBeInTheDocument();
    expect(school.queryByText('New')).not.toBeInTheDocument();
    expect(school.getByText('3 days ago')).toBeInTheDocument();
    expect(school.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Somali by default, and names the reader herself as You', async () => {
    const mine = makeSummary({
      subject: original('Buugaag', 'so'),
      content: original('Su’aal baan qabaa.', 'so'),
      sender: AMINA,
      isRead: true,
    });
    await renderAt('/messages', page, { queryClient: listed([fromTeacher, mine]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fariimaha' })).toBeInTheDocument();
    expect(screen.getByText('Cusub')).toBeInTheDocument();
    expect(screen.getByText('Ka yimid: Ms. Sarah Johnson, Macallin')).toBeInTheDocument();
    expect(screen.getByText('Ka yimid: Adiga')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Calaamadee la akhriyay: Field trip on Friday' }),
    ).toBeInTheDocument();
  });

  it('shows an empty state when there are no messages', async () => {
    await renderAt('/messages', page, { language: 'en', queryClient: listed([]) });
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with a retry that fetches again', async () => {
    api = await startTestApi();
    let release!: () => void;
    api.on(
      'GET',
      MESSAGES_URL,
      () =>
        new Promise(
          (resolve) => (release = () => resolve({ status: 500, body: { error: 'boom' } })),
        ),
    );
    await renderAt('/messages', page, { language: 'en' });
    expect(screen.getByRole('status', { name: 'Loading messages...' })).toBeInTheDocument();
    await waitFor(() => expect(api!.callsTo('GET', MESSAGES_URL)).toHaveLength(1));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your messages could not be loaded.',
    );

    api.on('GET', MESSAGES_URL, { body: [notice] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.callsTo('GET', MESSAGES_URL)).toHaveLength(2);
  });

  it('opens a thread from its item: the subject is the link to /messages/{id}', async () => {
    api = await startTestApi();
    const reply = makeReply(fromTeacher, { content: original('Thank you, I signed it.') });
    api.on('GET', threadUrl(fromTeacher.id), {
      body: makeThread({ ...fromTeacher, isRead: true }, [reply]),
    });
    await renderAt('/messages', page, { language: 'en', queryClient: listed([fromTeacher]) });

    await userEvent.click(screen.getByRole('link', { name: 'Field trip on Friday' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/messages/${fromTeacher.id}`,
    );
    expect(await screen.findByText('Thank you, I signed it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Field trip on Friday' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: /All messages/ }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/messages$/);
    expect(screen.getByRole('list', { name: 'Your messages' })).toBeInTheDocument();
  });

  it("offers 'Write to a teacher' to parents only", async () => {
    await renderAt('/messages', page, { language: 'en', queryClient: listed([notice]) });
    await userEvent.click(screen.getByRole('link', { name: 'Write to a teacher' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/messages/new');

    // Someone else at /messages/new is sent back to the list, where there is no such link.
    act(() => useSession.setState({ user: { ...amina, role: 'teacher' } }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/messages$/);
    expect(screen.getByRole('list', { name: 'Your messages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write to a teacher' })).not.toBeInTheDocument();
  });

  it("says whose messages they are: a parent's children's school, staff's families, the school's to others", async () => {
    await renderAt('/messages', page, { language: 'en', queryClient: listed([notice]) });
    expect(screen.getByText("Messages from your children's school")).toBeInTheDocument();
    act(() => useSession.setState({ user: { ...amina, role: 'teacher' } }));
    expect(screen.getByText('Your messages with families')).toBeInTheDocument();
    expect(screen.queryByText("Messages from your children's school")).not.toBeInTheDocument();
    act(() => useSession.setState({ user: { ...amina, role: 'student' } }));
    expect(screen.getByText('Messages from the school')).toBeInTheDocument();
  });

  it('shows the school’s own translations without any machine mark', async () => {
    const bilingual = makeSummary({
      subject: authored('Kulanka waalidiinta', 'so', 'Parent meeting'),
      content: authored('Khamiista 6:00 fiidnimo.', 'so', 'Thursday at 6 p.m.'),
      sender: SCHOOL_OFFICE,
      schoolNotice: true,
    });
    await renderAt('/messages', page, { queryClient: listed([bilingual]) });
    const item = screen.getByRole('article', { name: 'Kulanka waalidiinta' });
    expect(within(item).queryByText(/kombiyuutar|Lama turjumin/)).not.toBeInTheDocument();
  });
});

describe('mark as read', () => {
  async function renderWithServer(answer: () => Promise<{ status?: number; body?: unknown }>) {
    api = await startTestApi();
    let read = false;
    const current = () => ({
      ...fromTeacher,
      isRead: read,
      thread: { ...fromTeacher.thread, unreadCount: read ? 0 : 1 },
    });
    api.on('GET', MESSAGES_URL, () => ({ body: [current(), notice] }));
    api.on('GET', UNREAD_COUNT_URL, () => ({ body: { count: read ? 0 : 1 } }));
    api.on('PATCH', markAsReadUrl(fromTeacher.id), async () => {
      const reply = await answer();
      read = (reply.status ?? 200) < 400;
      return reply;
    });
    await renderAt('/messages', page, { language: 'en', extra: <UnreadCount /> });
    const article = await screen.findByRole('article', { name: 'Field trip on Friday' });
    expect(await screen.findByRole('status', { name: 'Unread count' })).toHaveTextContent('1');
    return { api, article };
  }

  it('is disabled while pending, then the list and the unread count are refetched', async () => {
    let answer!: () => void;
    const { api, article } = await renderWithServer(
      () =>
        new Promise(
          (resolve) => (answer = () => resolve({ body: { ...fromTeacher, isRead: true } })),
        ),
    );
    const button = within(article).getByRole('button', { name: /Mark as read/ });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() =>
      expect(api.callsTo('PATCH', markAsReadUrl(fromTeacher.id))).toHaveLength(1),
    );

    answer();
    await waitFor(() => expect(within(article).queryByText('New')).not.toBeInTheDocument());
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('0'),
    );
    expect(api.callsTo('GET', MESSAGES_URL)).toHaveLength(2);
    expect(api.callsTo('GET', UNREAD_COUNT_URL)).toHaveLength(2);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("says 'Error occurred' when it fails and keeps the message unread", async () => {
    const { api, article } = await renderWithServer(async () => ({
      status: 500,
      body: { error: 'boom' },
    }));
    await userEvent.click(within(article).getByRole('button', { name: /Mark as read/ }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ title: 'Error occurred', variant: 'destructive' }),
      ]),
    );
    expect(within(article).getByText('New')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: /Mark as read/ })).toBeEnabled();
    expect(api.callsTo('GET', MESSAGES_URL)).toHaveLength(1);
  });
});

describe('MessagesPage read-aloud', () => {
  const listenButtons = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
    default: (({ text, language }: { text: string; language: string }) => (
      <button type="button" lang={language}>{`Listen: ${text}`}</button>
    )) as ComponentType,
  }));

  it('asks the voice remote for a ListenButton on each message, with subject + content in the language shown', async () => {
    const english = makeSummary({
      subject: untranslated('Welcome back', 'en'),
      content: untranslated('School starts at 8:00.', 'en'),
      isRead: true,
    });
    const somali = makeSummary({
      subject: original('Kulanka', 'so'),
      content: original('Khamiista ayuu yahay.', 'so'),
      isRead: true,
    });
    // In act: the lazy ListenButtons settle right after the first render.
    await act(() =>
      renderAt(
        '/messages',
        <RemoteLoaderContext.Provider value={listenButtons}>{page}</RemoteLoaderContext.Provider>,
        { language: 'so', queryClient: listed([somali, english]) },
      ),
    );
    const [first, second] = screen.getAllByRole('article');
    expect(
      await within(first!).findByRole('button', {
        name: 'Listen: Kulanka. Khamiista ayuu yahay.',
      }),
    ).toHaveAttribute('lang', 'so');
    // Shown as written (English) to a Somali reader, so read aloud in English.
    expect(
      within(second!).getByRole('button', { name: 'Listen: Welcome back. School starts at 8:00.' }),
    ).toHaveAttribute('lang', 'en');
    expect(listenButtons).toHaveBeenCalledWith('voice', 'ListenButton', false);
  });

  it('shows the messages without a listen control when the voice remote cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader: RemoteLoader = async () => {
      throw new Error('remoteEntry unreachable');
    };
    await renderAt(
      '/messages',
      <RemoteLoaderContext.Provider value={loader}>{page}</RemoteLoaderContext.Provider>,
      { language: 'en', queryClient: listed([fromTeacher]) },
    );
    const article = screen.getByRole('article', { name: 'Field trip on Friday' });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(article).getAllByRole('button')).toHaveLength(1);
    expect(
      within(article).getByRole('button', { name: 'Mark as read: Field trip on Friday' }),
    ).toBeEnabled();
  });
});

describe('MessagesPage tabs', () => {
  it("switches to 'voice-chat', which renders the voice remote's chat through the shell's loader", async () => {
    // The chat loads; the messages' ListenButtons stay loading (and show nothing).
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>((_, expose) =>
      expose === 'VoiceChat'
        ? Promise.resolve({ default: () => <h2>AI Voice Chat</h2> })
        : new Promise(() => {}),
    );
    await renderAt(
      '/messages',
      <RemoteLoaderContext.Provider value={loader}>{page}</RemoteLoaderContext.Provider>,
      { language: 'en', queryClient: listed([fromTeacher]) },
    );
    const tabs = screen.getByRole('tablist', { name: 'Messages and voice chat' });
    expect(within(tabs).getByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(loader).not.toHaveBeenCalledWith('voice', 'VoiceChat', false);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Voice chat' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'AI Voice Chat' }),
    ).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('voice', 'VoiceChat', false);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Messages' }));
    expect(screen.getByRole('article', { name: 'Field trip on Friday' })).toBeInTheDocument();
  });
});
