import type { Reply } from '@d742/contracts';
import { type RemoteLoader, RemoteLoaderContext, useSession } from '@d742/platform';
import { type RecordedCall, type TestApi, startTestApi } from '@d742/platform/testing';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  AMINA,
  amina,
  machine,
  makeReply,
  makeSummary,
  makeThread,
  original,
  silentWav,
  voiceAudio,
} from '../../test-utils/fixtures';
import { renderAt } from '../../test-utils/render-with-providers';
import { markAsReadUrl } from '../api/messages-api';
import { repliesUrl, threadUrl } from '../api/thread-api';
import { useDraftStore } from '../drafts/draft-store';
import MessagesPage from '../messages-page';

// The first render of a file loads the page's modules: on a busy machine that outlasts 1 s.
configure({ asyncUtilTimeout: 5_000 });

const first = makeSummary({
  subject: machine("Abdi's reading at home", 'en', 'Akhriska Abdi ee guriga'),
  content: machine('Could he read every evening?', 'en', 'Ma akhrin karaa fiid kasta?'),
  isRead: true,
});
const recording = silentWav(2);

/** The voice remote's recorder as the page hosts it: 'Keep draft' hands the recording over. */
function FakeRecorder({ onComplete }: { onComplete(draft: object): void }) {
  return (
    <section aria-label="Voice recorder">
      <button
        type="button"
        onClick={() =>
          onComplete({
            wav: recording,
            transcript: 'Fiid kasta wuu akhrin doonaa.',
            translation: 'He will read every evening.',
          })
        }
      >
        Keep draft
      </button>
    </section>
  );
}
/** The recorder loads; the entries' ListenButtons stay loading (and show nothing). */
const recorderLoads: RemoteLoader = (_, expose) =>
  expose === 'VoiceMessageRecorder'
    ? Promise.resolve({ default: FakeRecorder as ComponentType })
    : new Promise(() => {});
const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>();

let api: TestApi;
let replies: Reply[];
beforeEach(async () => {
  useSession.setState({ user: amina, status: 'signed-in' });
  useDraftStore.setState({ replies: {} });
  loader.mockReset().mockImplementation(recorderLoads);
  Object.assign(URL, { createObjectURL: () => 'blob:recording', revokeObjectURL: () => {} });
  api = await startTestApi();
  replies = [];
  api.on('GET', threadUrl(first.id), () => ({ body: makeThread(first, replies) }));
  api.on('PATCH', markAsReadUrl(first.id), { body: first });
});
afterEach(async () => {
  await api.close();
  useSession.setState({ user: null, status: 'signed-out' });
});

/** Stores what was sent as the service does and answers 201 with it. */
function acceptReplies(build: (call: RecordedCall) => Reply) {
  api.on('POST', repliesUrl(first.id), (call) => {
    const reply = build(call);
    replies = [...replies, reply];
    return { status: 201, body: reply };
  });
}

async function openThread(language: 'so' | 'en' = 'so') {
  await renderAt(
    `/messages/${first.id}`,
    <RemoteLoaderContext.Provider value={loader}>
      <MessagesPage />
    </RemoteLoaderContext.Provider>,
    { language },
  );
  await screen.findByRole('heading', { level: 2, name: 'Akhriska Abdi ee guriga' });
}

const replyBox = () => screen.getByRole('textbox', { name: 'Jawaabtaada' });
const send = () => screen.getByRole('button', { name: 'Dir' });

describe('replying by text', () => {
  it('sends typed Somali as JSON, with the limit shown and Send off while blank; the reply joins the thread', async () => {
    acceptReplies((call) =>
      makeReply(first, {
        sender: AMINA,
        content: original((call.body as { content: string }).content, 'so'),
      }),
    );
    await openThread();
    expect(
      screen.getByText('Waxaad ku qoraysaa Af-Soomaali. Ugu badnaan 2000 xaraf.'),
    ).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    await userEvent.type(replyBox(), '   ');
    expect(send()).toBeDisabled();

    await userEvent.clear(replyBox());
    await userEvent.type(replyBox(), 'Haa, fiid kasta.');
    expect(screen.getByText('16 / 2000')).toBeInTheDocument();
    await userEvent.click(send());

    const entries = screen.getByRole('list', { name: 'Fariimaha wada-hadalkan' });
    expect(await within(entries).findByText('Haa, fiid kasta.')).toBeInTheDocument();
    expect(api.callsTo('POST', repliesUrl(first.id)).map((c) => c.body)).toEqual([
      { content: 'Haa, fiid kasta.', language: 'so', idempotencyKey: expect.any(String) },
    ]);
    expect(replyBox()).toHaveValue('');
    expect(screen.getByText('Waa la diray')).toHaveAttribute('role', 'status');
    expect(send()).toBeDisabled();
  });

  it('keeps the text when the send fails, says why, and Retry sends it again', async () => {
    api.on('POST', repliesUrl(first.id), { status: 500, body: { error: 'boom' } });
    await openThread();
    await userEvent.type(replyBox(), 'Buugaag ma u soo diri kartaa?');
    await userEvent.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fariintaada lama dirin. Halkan ayay ku jirtaa: mar kale isku day.',
    );
    expect(replyBox()).toHaveValue('Buugaag ma u soo diri kartaa?');

    acceptReplies(() =>
      makeReply(first, { sender: AMINA, content: original('Buugaag ma u soo diri kartaa?', 'so') }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Isku day mar kale' }));
    expect(
      await within(screen.getByRole('list', { name: 'Fariimaha wada-hadalkan' })).findByText(
        'Buugaag ma u soo diri kartaa?',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry is the same reply under the same key: stored once even if the first one arrived.
    const [failed, retried] = api
      .callsTo('POST', repliesUrl(first.id))
      .map((c) => c.body as { idempotencyKey: string });
    expect(retried?.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(retried?.idempotencyKey).toBe(failed?.idempotencyKey);
  });

  it('sends a reply changed after a failed send under a new key, and the next reply under another', async () => {
    api.on('POST', repliesUrl(first.id), { status: 500, body: { error: 'boom' } });
    await openThread();
    await userEvent.type(replyBox(), 'Mahadsanid');
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    acceptReplies((call) =>
      makeReply(first, {
        sender: AMINA,
        content: original((call.body as { content: string }).content, 'so'),
      }),
    );
    await userEvent.type(replyBox(), ' macallin');
    await userEvent.click(send());
    expect(await screen.findByText('Waa la diray')).toBeInTheDocument();
    await userEvent.type(replyBox(), 'Nabad gelyo');
    await userEvent.click(send());
    await waitFor(() => expect(api.callsTo('POST', repliesUrl(first.id))).toHaveLength(3));
    const keys = api
      .callsTo('POST', repliesUrl(first.id))
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it.each([
    [
      'so' as const,
      'Fariimo badan ayaad dirtay waqti gaaban. Fadlan sug daqiiqad, kadibna mar kale isku day.',
    ],
    ['en' as const, 'You sent many messages in a short time. Please wait a minute and try again.'],
  ])('says a rate limit (429) in the reader’s language (%s)', async (language, text) => {
    api.on('POST', repliesUrl(first.id), {
      status: 429,
      body: { error: 'Too many', code: 'MESSAGE_RATE_LIMITED' },
    });
    await openThread(language);
    const box = screen.getByRole('textbox', {
      name: language === 'so' ? 'Jawaabtaada' : 'Your reply',
    });
    await userEvent.type(box, 'Mahadsanid');
    await userEvent.click(screen.getByRole('button', { name: language === 'so' ? 'Dir' : 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box).toHaveValue('Mahadsanid');
  });

  it('says there is no connection when the server cannot be reached, and keeps the text', async () => {
    await openThread();
    await userEvent.type(replyBox(), 'Mahadsanid');
    await api.goOffline();
    await userEvent.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Xiriir ma jiro\./);
    expect(replyBox()).toHaveValue('Mahadsanid');
  });
});

describe('replying by voice', () => {
  it("hosts the voice remote's recorder and sends the kept recording as multipart with the language and any typed text", async () => {
    acceptReplies(() => {
      const reply = makeReply(first, { sender: AMINA, content: original('Eeg:', 'so') });
      return {
        ...reply,
        audio: voiceAudio(first, reply.id, original('Fiid kasta wuu akhrin doonaa.', 'so'), 2),
      };
    });
    await openThread();
    await userEvent.click(screen.getByRole('button', { name: 'Duub fariin cod ah' }));
    expect(loader).toHaveBeenCalledWith('voice', 'VoiceMessageRecorder', false);
    expect(
      screen.getByText('Markaad ku qanacdo duubista, kaydi: waxaa lagu darayaa jawaabtaada.'),
    ).toBeInTheDocument();
    const recorder = await screen.findByRole('region', { name: 'Voice recorder' });
    await userEvent.click(within(recorder).getByRole('button', { name: 'Keep draft' }));

    // The recorder closes; the kept recording waits in the reply, playable, with what was heard.
    expect(screen.queryByRole('region', { name: 'Voice recorder' })).not.toBeInTheDocument();
    const kept = screen.getByRole('group', { name: 'Fariinta codka ah waa diyaar in la diro' });
    expect(within(kept).getByLabelText('Duubistaada')).toHaveAttribute('src', 'blob:recording');
    expect(
      within(kept).getByText('Wixii aad tidhi: Fiid kasta wuu akhrin doonaa.'),
    ).toBeInTheDocument();
    expect(send()).toBeEnabled();

    await userEvent.type(replyBox(), 'Eeg:');
    await userEvent.click(send());
    const entries = screen.getByRole('list', { name: 'Fariimaha wada-hadalkan' });
    const player = await within(entries).findByLabelText('Fariinta codka ah ee Adiga');
    expect(player).toHaveAttribute('src', expect.stringMatching(/\/replies\/.+\/audio$/));
    expect(screen.queryByRole('group', { name: /waa diyaar/ })).not.toBeInTheDocument();

    const [call] = api.callsTo('POST', repliesUrl(first.id));
    expect(call!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(call!.body);
    expect(body).toMatch(
      /name="audio"; filename="reply\.wav"\r\nContent-Type: audio\/wav\r\n\r\nRIFF/,
    );
    expect(body).toContain('name="language"\r\n\r\nso\r\n');
    expect(body).toContain('name="content"\r\n\r\nEeg:\r\n');
  });

  it('keeps the recording and the text through a failed send and a visit elsewhere; Retry sends them', async () => {
    api.on('POST', repliesUrl(first.id), { status: 502, body: { error: 'Bad gateway' } });
    await openThread('en');
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep draft' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Listen:');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. It is kept here: try again.',
    );

    api.on('GET', '/api/messages', { body: [first] });
    await userEvent.click(screen.getByRole('link', { name: /All messages/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Akhriska Abdi ee guriga' }));
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toHaveValue('Listen:');
    expect(screen.getByRole('group', { name: 'Voice message ready to send' })).toBeInTheDocument();

    acceptReplies((call) => {
      const reply = makeReply(first, { sender: AMINA, content: original('Listen:') });
      expect(String(call.body)).toContain('filename="reply.wav"');
      return { ...reply, audio: voiceAudio(first, reply.id, null, 1.2) };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('No transcript: listen to the recording.')).toBeInTheDocument();
    expect(screen.getByText('Voice message, 1 second')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(api.callsTo('POST', repliesUrl(first.id))).toHaveLength(2);
  });

  it('lets the parent remove a kept recording before sending', async () => {
    await openThread('en');
    await userEvent.click(screen.getByRole('button', { name: 'Record a voice message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep draft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove the recording' }));
    expect(screen.queryByRole('group', { name: /ready to send/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says recording is unavailable when the voice remote cannot load, and typing still works', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loader.mockImplementation(async (_, expose) => {
      if (expose === 'VoiceMessageRecorder') throw new Error('remoteEntry unreachable');
      return new Promise(() => {});
    });
    await openThread('en');
    await act(() =>
      userEvent.click(screen.getByRole('button', { name: 'Record a voice message' })),
    );
    expect(
      await screen.findByText('Recording is not available right now. You can type your reply.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thanks');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await waitFor(() => expect(error).toHaveBeenCalled());
    error.mockRestore();
  });
});
