import { countSchema, type Message } from '@d742/contracts';
import {
  MESSAGES_URL,
  type RemoteLoader,
  RemoteLoaderContext,
  UNREAD_COUNT_URL,
  apiQueryKey,
  useApiQuery,
  useToastStore,
} from '@d742/platform';
import { type TestApi, createTestQueryClient, startTestApi } from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { makeMessage } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { markAsReadUrl } from './api/messages-api';
import MessagesPage from './messages-page';

const NOW = Date.parse('2026-03-02T10:30:00.000Z');

const fromTeacher = makeMessage({
  subject: 'Field trip on Friday',
  content: 'Please sign the permission form.',
  createdAt: '2026-03-02T08:15:00.000Z',
  senderName: 'Ms. Farah',
  senderRole: 'teacher',
});
const older = makeMessage({
  subject: 'Welcome back',
  content: 'School starts at 8:00.',
  isRead: true,
  createdAt: '2026-02-27T09:00:00.000Z',
});

/** A query client already holding the list in both languages. */
function clientWith(messages: Message[]) {
  const client = createTestQueryClient();
  for (const language of ['so', 'en'])
    client.setQueryData(apiQueryKey(MESSAGES_URL, language), messages);
  return client;
}

/** What the shell's bell reads: the unread count, refetched when it is invalidated. */
function UnreadCount() {
  const { data } = useApiQuery(UNREAD_COUNT_URL, countSchema);
  return <output aria-label="Unread count">{data?.count}</output>;
}

let api: TestApi | undefined;
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  useToastStore.setState({ toasts: [] });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api?.close();
  api = undefined;
});

describe('MessagesPage message list', () => {
  it('shows subject, clamped content, relative time, New badge, the fixed label and the real sender', async () => {
    await renderWithProviders(<MessagesPage />, {
      language: 'en',
      queryClient: clientWith([fromTeacher, older]),
    });

    const list = screen.getByRole('list', { name: 'Your messages' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName('Field trip on Friday');
    expect(second).toHaveAccessibleName('Welcome back');

    const unread = within(first!);
    expect(unread.getByText('New')).toHaveClass('ui-badge');
    expect(unread.getByText('Please sign the permission form.')).toHaveClass('messaging-clamp-3');
    expect(unread.getByText('2 hours ago')).toHaveAttribute('datetime', fromTeacher.createdAt);
    expect(unread.getByText('From: School Administrator')).toBeInTheDocument();
    expect(unread.getByText('Ms. Farah, Teacher')).toBeInTheDocument();
    expect(
      unread.getByRole('button', { name: 'Mark as read: Field trip on Friday' }),
    ).toBeEnabled();

    const read = within(second!);
    expect(read.queryByText('New')).not.toBeInTheDocument();
    expect(read.getByText('3 days ago')).toBeInTheDocument();
    expect(read.getByText('From: School Administrator')).toBeInTheDocument();
    expect(read.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Somali by default', async () => {
    await renderWithProviders(<MessagesPage />, { queryClient: clientWith([fromTeacher]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Fariimaha' })).toBeInTheDocument();
    expect(screen.getByText('Cusub')).toBeInTheDocument();
    expect(screen.getByText('Ka yimid: Maamulka Dugsiga')).toBeInTheDocument();
    expect(screen.getByText('Ms. Farah, Macallin')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Calaamadee la akhriyay: Field trip on Friday' }),
    ).toBeInTheDocument();
  });

  it('shows an empty state when there are no messages', async () => {
    await renderWithProviders(<MessagesPage />, { language: 'en', queryClient: clientWith([]) });
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
    await renderWithProviders(<MessagesPage />, {
      language: 'en',
      queryClient: createTestQueryClient(),
    });
    expect(screen.getByRole('status', { name: 'Loading messages...' })).toBeInTheDocument();
    await waitFor(() => expect(api!.callsTo('GET', MESSAGES_URL)).toHaveLength(1));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your messages could not be loaded.',
    );

    api.on('GET', MESSAGES_URL, { body: [older] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.callsTo('GET', MESSAGES_URL)).toHaveLength(2);
  });
});

describe('mark as read', () => {
  async function renderWithServer(answer: () => Promise<{ status?: number; body?: unknown }>) {
    api = await startTestApi();
    let read = false;
    api.on('GET', MESSAGES_URL, () => ({ body: [{ ...fromTeacher, isRead: read }, older] }));
    api.on('GET', UNREAD_COUNT_URL, () => ({ body: { count: read ? 0 : 1 } }));
    api.on('PATCH', markAsReadUrl(fromTeacher.id), async () => {
      const reply = await answer();
      read = (reply.status ?? 200) < 400;
      return reply;
    });
    await renderWithProviders(
      <>
        <UnreadCount />
        <MessagesPage />
      </>,
      { language: 'en', queryClient: createTestQueryClient() },
    );
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
  it("asks the voice remote for a ListenButton on each message, with subject + content in the reader's language", async () => {
    const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({
      default: (({ text, language }: { text: string; language: string }) => (
        <button type="button" lang={language}>{`Listen: ${text}`}</button>
      )) as ComponentType,
    }));
    // In act: the lazy ListenButtons settle right after the first render.
    await act(() =>
      renderWithProviders(
        <RemoteLoaderContext.Provider value={loader}>
          <MessagesPage />
        </RemoteLoaderContext.Provider>,
        { language: 'so', queryClient: clientWith([fromTeacher, older]) },
      ),
    );
    const [first, second] = screen.getAllByRole('article');
    expect(
      await within(first!).findByRole('button', {
        name: 'Listen: Field trip on Friday. Please sign the permission form.',
      }),
    ).toHaveAttribute('lang', 'so');
    expect(
      within(second!).getByRole('button', {
        name: 'Listen: Welcome back. School starts at 8:00.',
      }),
    ).toHaveAttribute('lang', 'so');
    expect(loader).toHaveBeenCalledWith('voice', 'ListenButton', false);
  });

  it('shows the messages without a listen control when the voice remote cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const loader: RemoteLoader = async () => {
      throw new Error('remoteEntry unreachable');
    };
    await renderWithProviders(
      <RemoteLoaderContext.Provider value={loader}>
        <MessagesPage />
      </RemoteLoaderContext.Provider>,
      { language: 'en', queryClient: clientWith([fromTeacher]) },
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
    await renderWithProviders(
      <RemoteLoaderContext.Provider value={loader}>
        <MessagesPage />
      </RemoteLoaderContext.Provider>,
      { language: 'en', queryClient: clientWith([fromTeacher]) },
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
