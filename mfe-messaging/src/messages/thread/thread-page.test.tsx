import { countSchema } from '@d742/contracts';
import {
  MESSAGES_URL,
  UNREAD_COUNT_URL,
  useApiQuery,
  useLiveChannel,
  useLiveStore,
  useSession,
  useToastStore,
} from '@d742/platform';
import {
  type TestApi,
  type TestLiveServer,
  startTestApi,
  startTestLiveServer,
} from '@d742/platform/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AMINA,
  JOHNSON,
  amina,
  machine,
  makeReply,
  makeSummary,
  makeThread,
  original,
  untranslated,
  voiceAudio,
} from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render-with-providers';
import { markAsReadUrl } from '../api/messages-api';
import { threadUrl } from '../api/thread-api';
import MessagesPage from '../messages-page';

// The first render of a file loads the page's modules: on a busy machine that outlasts 1 s.
configure({ asyncUtilTimeout: 5_000 });

const NOW = Date.parse('2026-03-02T10:30:00.000Z');

/** Ms. Johnson wrote in English; the translator's Somali is what Amina reads. */
const first = makeSummary({
  subject: machine("Abdi's reading at home", 'en', 'Akhriska Abdi ee guriga'),
  content: machine(
    'Abdi is reading much better this month.',
    'en',
    'Abdi si weyn ayuu ugu horumaray akhriska bishan.',
  ),
  isRead: true,
  createdAt: '2026-02-28T08:30:00.000Z',
});
const aminaAnswer = makeReply(first, {
  sender: AMINA,
  content: original('Mahadsanid, macallimad.', 'so'),
  createdAt: '2026-03-01T10:30:00.000Z',
});
const voiceId = '66d0000000000000000000aa';
const aminaVoice = {
  ...makeReply(first, { sender: AMINA, content: null, createdAt: '2026-03-01T11:00:00.000Z' }),
  id: voiceId,
  audio: voiceAudio(first, voiceId, original('Fiid kasta wuu akhrin doonaa.', 'so'), 6.4),
};
/** Sent while no translator was configured: shown as written, marked not translated. */
const lastWord = makeReply(first, {
  sender: JOHNSON,
  content: untranslated('Wonderful! I will send three books home on Friday.', 'en'),
  isRead: false,
  createdAt: '2026-03-02T07:30:00.000Z',
});
const conversation = makeThread(first, [aminaAnswer, aminaVoice, lastWord]);

function UnreadCount() {
  const { data } = useApiQuery(UNREAD_COUNT_URL, countSchema);
  return <output aria-label="Unread count">{data?.count}</output>;
}

let api: TestApi;
beforeEach(async () => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  useToastStore.setState({ toasts: [] });
  useSession.setState({ user: amina, status: 'signed-in' });
  api = await startTestApi();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await api.close();
  useSession.setState({ user: null, status: 'signed-out' });
});

/** The server's view: the thread, its read state and the badge, which reading it clears. */
function serveThread(thread = conversation) {
  let read = false;
  const current = () =>
    read
      ? {
          ...thread,
          message: { ...thread.message, thread: { ...thread.message.thread, unreadCount: 0 } },
          replies: thread.replies.map((r) => ({ ...r, isRead: true })),
        }
      : thread;
  api.on('GET', threadUrl(first.id), () => ({ body: current() }));
  api.on('GET', MESSAGES_URL, () => ({ body: [current().message] }));
  api.on('GET', UNREAD_COUNT_URL, () => ({
    body: { count: read ? 0 : thread.message.thread.unreadCount },
  }));
  api.on('PATCH', markAsReadUrl(first.id), () => {
    read = true;
    return { body: current().message };
  });
}

describe('a thread (/messages/{id})', () => {
  it('shows the first message and every reply with sender, time and read state, each text honestly labelled', async () => {
    serveThread();
    await renderAt(`/messages/${first.id}`, <MessagesPage />);

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Akhriska Abdi ee guriga',
    });
    expect(heading).toHaveFocus();
    const entries = within(screen.getByRole('list', { name: 'Fariimaha wada-hadalkan' }));
    const [message, answer, voice, last] = entries.getAllByRole('article');

    // The teacher's English, machine translated, with the original one press away.
    expect(message).toHaveAccessibleName('Ms. Sarah Johnson, Macallin, 2 maalmood ka hor');
    const opening = within(message!);
    expect(opening.getByText('Abdi si weyn ayuu ugu horumaray akhriska bishan.')).toHaveAttribute(
      'lang',
      'so',
    );
    expect(opening.getByText('Turjumaad kombiyuutar')).toBeInTheDocument();
    expect(opening.getByText('La akhriyay')).toBeInTheDocument();
    expect(opening.queryByText('Abdi is reading much better this month.')).not.toBeVisible();
    const toggle = opening.getByRole('button', { name: 'Muuji asalka' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Qari asalka');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(opening.getByText('Asalka (Ingiriisi)')).toBeVisible();
    expect(opening.getByText("Abdi's reading at home")).toHaveAttribute('lang', 'en');
    expect(opening.getByText('Abdi is reading much better this month.')).toBeVisible();

    // Her own words as she wrote them (no mark), sent.
    expect(answer).toHaveAccessibleName('Adiga, 1 maalin ka hor');
    expect(within(answer!).getByText('Mahadsanid, macallimad.')).toBeInTheDocument();
    expect(within(answer!).getByText('La diray')).toBeInTheDocument();
    expect(within(answer!).queryByText('Turjumaad kombiyuutar')).not.toBeInTheDocument();

    // Her voice reply: the stream to play and what was heard.
    const player = within(voice!).getByLabelText('Fariinta codka ah ee Adiga');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', aminaVoice.audio.url);
    expect(player).toHaveAttribute('controls');
    expect(within(voice!).getByText('Fariin cod ah, 6 ilbiriqsi')).toBeInTheDocument();
    expect(within(voice!).getByText('Qoraalka codka')).toBeInTheDocument();
    expect(within(voice!).getByText('Fiid kasta wuu akhrin doonaa.')).toBeInTheDocument();

    // Not translated: the English as written, said so, and new to her.
    const unread = within(last!);
    expect(unread.getByText('Wonderful! I will send three books home on Friday.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(unread.getByText('Lama turjumin (asalka oo Ingiriisi ah)')).toBeInTheDocument();
    expect(unread.getByText('Cusub')).toHaveClass('ui-badge');
    expect(unread.queryByRole('button', { name: 'Muuji asalka' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/messages/${first.id}`,
    );
  });

  it('is marked read when it opens, and the badge and the list follow; the New mark stays for this visit', async () => {
    serveThread();
    await renderAt(`/messages/${first.id}`, <MessagesPage />, {
      language: 'en',
      extra: <UnreadCount />,
    });
    expect(
      await screen.findByText('Wonderful! I will send three books home on Friday.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', markAsReadUrl(first.id))).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('0'),
    );
    expect(api.callsTo('GET', UNREAD_COUNT_URL)).toHaveLength(2);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(api.callsTo('PATCH', markAsReadUrl(first.id))).toHaveLength(1);

    // Back in the list the thread has nothing unread; opening it again asks the server afresh.
    await userEvent.click(screen.getByRole('link', { name: /All messages/ }));
    const item = await screen.findByRole('article', { name: 'Akhriska Abdi ee guriga' });
    expect(within(item).queryByText(/new/i)).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('link'));
    await waitFor(() => expect(api.callsTo('GET', threadUrl(first.id))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', markAsReadUrl(first.id))).toHaveLength(1);
  });

  it('leaves a thread with nothing unread as it is', async () => {
    const read = makeThread(first, [aminaAnswer]);
    serveThread(read);
    await renderAt(`/messages/${first.id}`, <MessagesPage />, { language: 'en' });
    expect(await screen.findByText('Mahadsanid, macallimad.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('PATCH', markAsReadUrl(first.id))).toHaveLength(0);
  });

  it.each([
    [404, 'a missing thread or one of another family'],
    [400, 'an id that is no id'],
  ])('answers %s (%s) with "not found" and a way back', async (status) => {
    api.on('GET', threadUrl('nope'), { status, body: { error: 'Not found', code: 'NOT_FOUND' } });
    await renderAt('/messages/nope', <MessagesPage />, { language: 'en' });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All messages/ })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry that fetches again', async () => {
    api.on('GET', threadUrl(first.id), { status: 500, body: { error: 'boom' } });
    await renderAt(`/messages/${first.id}`, <MessagesPage />, { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded.',
    );
    serveThread(makeThread(first, [aminaAnswer]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Akhriska Abdi ee guriga' }),
    ).toBeInTheDocument();
  });
});

describe('a thread, live', () => {
  let live: TestLiveServer;
  afterEach(() => live.close());

  function LiveChannel() {
    useLiveChannel(amina, { url: live.url });
    return null;
  }

  it('refetches on a new_message for this thread (or one that names none), not for another', async () => {
    live = await startTestLiveServer({ session: { userId: amina.id, role: 'parent' } });
    let replies = [aminaAnswer];
    api.on('GET', threadUrl(first.id), () => ({ body: makeThread(first, replies) }));
    api.on('PATCH', markAsReadUrl(first.id), { body: first });
    await renderAt(`/messages/${first.id}`, <MessagesPage />, {
      language: 'en',
      extra: <LiveChannel />,
    });
    expect(await screen.findByText('Mahadsanid, macallimad.')).toBeInTheDocument();
    const socket = await live.nextSocket();
    await socket.auth;

    socket.send({ type: 'new_message', senderName: 'Mr. Ahmed Nur', threadId: 'another' });
    await waitFor(() => expect(useLiveStore.getState().notifications).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.callsTo('GET', threadUrl(first.id))).toHaveLength(1);

    replies = [aminaAnswer, makeReply(first, { content: original('Good news!'), isRead: true })];
    socket.send({ type: 'new_message', senderName: 'Ms. Sarah Johnson', threadId: first.id });
    expect(await screen.findByText('Good news!')).toBeInTheDocument();
    expect(api.callsTo('GET', threadUrl(first.id))).toHaveLength(2);

    replies = [
      ...replies,
      makeReply(first, { content: original('See you Friday.'), isRead: false }),
    ];
    socket.send({ type: 'new_message', senderName: 'Ms. Sarah Johnson' });
    expect(await screen.findByText('See you Friday.')).toBeInTheDocument();
    // What arrived unread while she reads is marked read too.
    await waitFor(() => expect(api.callsTo('PATCH', markAsReadUrl(first.id))).toHaveLength(1));
  });
});
