import type { Reply, ThreadResponse } from '@d742/contracts';
import { MESSAGES_URL, useLiveChannel, useSession, useToastStore } from '@d742/platform';
import {
  type TestApi,
  type TestLiveServer,
  createTestQueryClient,
  startTestApi,
  startTestLiveServer,
} from '@d742/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@d742/platform/router';
import { renderWithProviders } from '../test-utils/render-with-providers';
import {
  STAFF_CLASSES_URL,
  STUDENTS_URL,
  markReadUrl,
  repliesUrl,
  threadUrl,
} from './api/staff-api';
import StaffInbox from './staff-inbox';
import {
  abdi,
  amina,
  farah,
  ifrah,
  johnson,
  machineFromSomali,
  mathClass,
  own,
  reply,
  signInAs,
  threadSummary,
  untranslatedSomali,
} from './test-fixtures';

// jsdom resolves `ws` to its browser stub; the test live server needs the Node build.
jest.mock('ws', () => {
  const { dirname, join } = jest.requireActual<typeof import('node:path')>('node:path');
  return jest.requireActual(join(dirname(require.resolve('ws/package.json')), 'index.js'));
});

const NOW = Date.parse('2026-11-20T10:00:00.000Z');

let api: TestApi;
let live: TestLiveServer | undefined;
beforeEach(async () => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  useToastStore.setState({ toasts: [] });
  signInAs('teacher');
  api = await startTestApi();
  api.on('GET', STUDENTS_URL, { body: [abdi, ifrah] });
  api.on('GET', STAFF_CLASSES_URL, { body: [mathClass] });
});
afterEach(async () => {
  jest.restoreAllMocks();
  act(() => useSession.setState({ user: null, status: 'signed-out' }));
  await live?.close();
  live = undefined;
  await api.close();
});

const readAbsence = threadSummary({
  subject: 'Absence: Abdi, Friday, November 20, 2026',
  studentId: abdi.id,
  lastActivityAt: '2026-11-20T09:30:00.000Z',
});
const unreadFromFarah = threadSummary({
  subject: 'Field trip permission: the Science Museum',
  studentId: null,
  unreadCount: 2,
  lastActivityAt: '2026-11-20T07:00:00.000Z',
  familyLanguage: 'en',
  lastReply: {
    id: '66e000000000000000000099',
    sender: { id: farah.id, name: farah.name, role: 'parent' },
    createdAt: '2026-11-20T07:00:00.000Z',
    preview: '',
    hasAudio: true,
  },
});

const somaliText = machineFromSomali(
  'Abdi waa jiran yahay, berri ayuu iman doonaa.',
  'Abdi is sick, he will come tomorrow.',
);
const voice: Reply = reply(readAbsence.id, {
  createdAt: '2026-11-20T09:30:00.000Z',
  audio: {
    url: `${threadUrl(readAbsence.thread.id)}/replies/66e0000000000000000000aa/audio`,
    contentType: 'audio/wav',
    bytes: 64000,
    durationSeconds: 2.4,
    transcription: 'done',
    transcript: machineFromSomali('Mahadsanid macallimad.', 'Thank you, teacher.'),
  },
});

function threadOf(replies: Reply[], unreadCount = 0): ThreadResponse {
  return {
    message: {
      ...readAbsence,
      thread: { ...readAbsence.thread, unreadCount, familyLanguage: 'so' },
    },
    replies,
  };
}

/** Where the inbox's router is now (path and query). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{pathname + search}</output>;
}

async function renderInbox(language: 'en' | 'so' = 'en', route = '/staff/inbox') {
  signInAs('teacher', language);
  await renderWithProviders(
    <MemoryRouter initialEntries={[route]}>
      <StaffInbox />
      <LocationProbe />
    </MemoryRouter>,
    { language, queryClient: createTestQueryClient() },
  );
}

const openConversation = async (subject: string) =>
  userEvent.click(await screen.findByRole('button', { name: subject }));

describe('StaffInbox', () => {
  it("lists conversations unread first, each with its family, the family's language and what came last", async () => {
    api.on('GET', MESSAGES_URL, { body: [readAbsence, unreadFromFarah] });
    await renderInbox();

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName('Field trip permission: the Science Museum');
    const unread = within(first!);
    expect(unread.getByText('2 unread')).toHaveClass('ui-badge');
    expect(unread.getByText('Farah Warsame')).toBeInTheDocument();
    expect(unread.getByText('Voice reply')).toBeInTheDocument();
    expect(unread.getByText('Family language: English')).toBeInTheDocument();
    expect(unread.getByText('3 hours ago')).toBeInTheDocument();

    const read = within(second!);
    expect(await read.findByText("Abdi Hassan's family")).toBeInTheDocument();
    // Nothing written by the family yet: the class roster's language for Abdi's family.
    expect(await read.findByText('Family language: Somali')).toBeInTheDocument();
    expect(read.queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('says so when there is no conversation yet, and offers a retry when the list fails', async () => {
    api.on('GET', MESSAGES_URL, { status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    await renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The conversations could not be loaded.',
    );
    api.on('GET', MESSAGES_URL, { body: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it("opens a thread in the teacher's language, labelled honestly, with 'show original' and the voice reply playable", async () => {
    api.on('GET', MESSAGES_URL, { body: [readAbsence] });
    const typedReply = reply(readAbsence.id, { content: somaliText });
    const untranslated = reply(readAbsence.id, {
      content: untranslatedSomali('Fadlan i soo wac.'),
      isRead: true,
    });
    api.on('GET', threadUrl(readAbsence.id), {
      body: threadOf([typedReply, untranslated, voice], 2),
    });
    api.on('PATCH', markReadUrl(readAbsence.id), { body: readAbsence });
    await renderInbox();
    await openConversation(readAbsence.subject);

    const entries = within(
      await screen.findByRole('list', { name: 'Messages in this conversation' }),
    );
    const items = entries.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('You')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('Hello. Abdi was marked absent from school.'),
    ).toBeInTheDocument();

    const translated = within(items[1]!);
    expect(translated.getByText('Amina Hassan, Parent')).toBeInTheDocument();
    expect(translated.getByText('Abdi is sick, he will come tomorrow.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(translated.getByText('Machine translated from Somali')).toBeInTheDocument();
    await userEvent.click(translated.getByRole('button', { name: 'Show original' }));
    expect(translated.getByText('Abdi waa jiran yahay, berri ayuu iman doonaa.')).toHaveAttribute(
      'lang',
      'so',
    );
    expect(translated.getByText('Original (Somali)')).toBeInTheDocument();
    await userEvent.click(translated.getByRole('button', { name: 'Show translation' }));
    expect(translated.getByText('Abdi is sick, he will come tomorrow.')).toBeInTheDocument();

    const asWritten = within(items[2]!);
    expect(asWritten.getByText('Fadlan i soo wac.')).toHaveAttribute('lang', 'so');
    expect(asWritten.getByText('Not translated: written in Somali')).toBeInTheDocument();
    expect(asWritten.queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();

    const spoken = within(items[3]!);
    const player = spoken.getByLabelText('Voice reply, 2 seconds');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', voice.audio?.url);
    expect(spoken.getByText('Transcript')).toBeInTheDocument();
    expect(spoken.getByText('Thank you, teacher.')).toBeInTheDocument();
    expect(spoken.getByText('Machine translated from Somali')).toBeInTheDocument();

    // Opening it marked the thread read.
    await waitFor(() => expect(api.callsTo('PATCH', markReadUrl(readAbsence.id))).toHaveLength(1));
  });

  it('says when a voice reply has no transcript, in Somali', async () => {
    api.on('GET', MESSAGES_URL, { body: [readAbsence] });
    const silent = reply(readAbsence.id, {
      isRead: true,
      audio: { ...voice.audio!, transcription: 'not_transcribed', transcript: null },
    });
    api.on('GET', threadUrl(readAbsence.id), { body: threadOf([silent]) });
    await renderInbox('so');
    await openConversation(readAbsence.subject);
    expect(await screen.findByLabelText('Jawaab cod ah, 2 ilbiriqsi')).toBeInTheDocument();
    expect(
      screen.getByText('Qoraal lama helin: duubista looma beddeli karin qoraal.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', markReadUrl(readAbsence.id))).toEqual([]);
  });

  it('answers by text in the teacher’s language; a failed reply keeps the text with the reason', async () => {
    api.on('GET', MESSAGES_URL, { body: [readAbsence] });
    let replies: Reply[] = [];
    api.on('GET', threadUrl(readAbsence.id), () => ({ body: threadOf(replies) }));
    api.on('POST', repliesUrl(readAbsence.id), {
      status: 429,
      body: { error: 'You sent many messages in a short time.', code: 'MESSAGE_RATE_LIMITED' },
    });
    await renderInbox();
    await openConversation(readAbsence.subject);

    const box = await screen.findByLabelText('Your reply');
    await userEvent.type(box, 'Get well soon, Abdi.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You sent many messages in a short time.',
    );
    expect(box).toHaveValue('Get well soon, Abdi.');

    const mine = reply(readAbsence.id, {
      sender: { id: johnson.id, name: johnson.name, role: 'teacher' },
      content: own('Get well soon, Abdi.'),
      isRead: true,
    });
    api.on('POST', repliesUrl(readAbsence.id), () => {
      replies = [mine];
      return { status: 201, body: mine };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    // The retry is the same reply under the same key, so the server stores it once.
    const sent = {
      content: 'Get well soon, Abdi.',
      language: 'en',
      idempotencyKey: expect.any(String),
    };
    const calls = api.callsTo('POST', repliesUrl(readAbsence.id)).map((c) => c.body);
    expect(calls).toEqual([sent, sent]);
    const [failedKey, retriedKey] = calls.map(
      (b) => (b as { idempotencyKey: string }).idempotencyKey,
    );
    expect(retriedKey).toBe(failedKey);
    const entries = within(screen.getByRole('list', { name: 'Messages in this conversation' }));
    expect(await entries.findByText('Get well soon, Abdi.')).toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: 'Reply sent', variant: 'success' }),
    ]);
  });

  it('shows a reply that arrives while the thread is open (new_message), and goes back to the list', async () => {
    live = await startTestLiveServer({ session: { userId: johnson.id, role: 'teacher' } });
    const url = live.url;
    function LiveChannel() {
      useLiveChannel({ id: johnson.id, role: 'teacher' }, { url });
      return null;
    }
    api.on('GET', MESSAGES_URL, { body: [readAbsence] });
    let replies: Reply[] = [];
    api.on('GET', threadUrl(readAbsence.id), () => ({ body: threadOf(replies) }));
    signInAs('teacher');
    await renderWithProviders(
      <MemoryRouter>
        <LiveChannel />
        <StaffInbox />
      </MemoryRouter>,
      { language: 'en', queryClient: createTestQueryClient() },
    );
    const socket = await live.nextSocket();
    await socket.auth;
    await openConversation(readAbsence.subject);
    await screen.findByRole('list', { name: 'Messages in this conversation' });

    replies = [reply(readAbsence.id, { content: somaliText })];
    socket.send({ type: 'new_message', senderName: amina.name, threadId: readAbsence.thread.id });
    expect(await screen.findByText('Abdi is sick, he will come tomorrow.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '← All conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('opens the conversation named in the address (as a notification links it) and closing it clears the address', async () => {
    api.on('GET', MESSAGES_URL, { body: [readAbsence] });
    api.on('GET', threadUrl(readAbsence.id), { body: threadOf([]) });
    await renderInbox('en', `/staff/inbox?thread=${readAbsence.id}`);
    expect(
      await screen.findByRole('list', { name: 'Messages in this conversation' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← All conversations' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/staff\/inbox$/);

    await openConversation(readAbsence.subject);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/staff/inbox?thread=${readAbsence.id}`,
    );
  });
});
