import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_URLS } from './api/voice-api';
import { renderWithProviders } from './test-utils/render-with-providers';
import { holdAnswer, setUpVoiceTests } from './test-utils/voice-test-setup';
import { capabilities, chatAnswer, somaliChatAnswer } from './test-utils/voice-fixtures';
import ListenButton from './listen-button/listen-button';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';

const voice = setUpVoiceTests();
const { serve, toasts, recordOnce } = voice;

describe('VoiceChat', () => {
  it('sends the recording, shows transcript and answer, and plays the answer', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, { body: chatAnswer });
    voice.installMicrophone();
    await renderWithProviders(<VoiceChat />, { language: 'en' });

    await recordOnce();
    expect(await screen.findByText('When is the parent meeting?')).toBeInTheDocument();
    expect(screen.getByText('The meeting is on Thursday at 6.')).toBeInTheDocument();

    const [call] = server.callsTo('POST', VOICE_URLS.chatComplete);
    const body = String(call!.body);
    expect(call!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(body).toMatch(
      /name="audio"; filename="recording.wav"\r\nContent-Type: audio\/wav\r\n\r\nRIFF/,
    );
    for (const [field, value] of [
      ['userLanguage', 'en'],
      ['responseLanguage', 'en'],
      ['context', 'parent-teacher'],
      ['userRole', 'parent'],
    ]) {
      expect(body).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
    }
    expect(toasts()).toContainEqual(['Voice message processed', undefined]);

    // Nothing was translated, so there is nothing to show 'in English' or 'original'.
    expect(screen.queryByRole('button', { name: /English|original/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play audio' }));
    expect(voice.played()).toEqual(['data:audio/mpeg;base64,SUQzBAAAAAAA']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByText('When is the parent meeting?')).not.toBeInTheDocument();
    expect(toasts()[0]).toEqual(['Chat cleared', undefined]);
  });

  it('shows a Somali speaker their own words and the Somali answer, with the English behind toggles', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, { body: somaliChatAnswer });
    voice.installMicrophone();
    await renderWithProviders(<VoiceChat />, { language: 'so' });

    await recordOnce({ record: 'Duub', stop: 'Jooji' });
    expect(await screen.findByText('Goorma ayuu yahay shirka waalidka?')).toBeInTheDocument();
    expect(screen.getByText('Shirku waa Khamiista saacadda 6da.')).toBeInTheDocument();
    expect(screen.queryByText('When is the parent meeting?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ku muuji Ingiriisi' }));
    expect(screen.getByText('When is the parent meeting?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muuji asalka (Ingiriisi)' }));
    expect(screen.getByText('The meeting is on Thursday at 6.')).toBeInTheDocument();
  });

  it("says 'Recording failed' / 'Please allow microphone access' when the microphone is refused", async () => {
    await serve();
    voice.installMicrophone({ deny: true });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['Recording failed', 'Please allow microphone access']]),
    );
    expect(voice.api().callsTo('POST', VOICE_URLS.chatComplete)).toEqual([]);
  });

  it("shows 'Processing failed' with the localized reason of a voice error code", async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, {
      status: 422,
      body: { error: 'No speech', code: 'VOICE_NO_SPEECH' },
    });
    voice.installMicrophone();
    await renderWithProviders(<VoiceChat />, { language: 'so' });
    await recordOnce({ record: 'Duub', stop: 'Jooji' });
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Habayntu way guuldarraysatay',
        'Hadal lama maqlin. Fadlan ka hadal meel u dhow makarafoonka.',
      ]),
    );
  });

  const typeBox = () => screen.getByRole('textbox', { name: 'Type your question' });
  /** Types a question into the chat's box and presses its button (names in the reader's language). */
  async function ask(text: string, names = { box: 'Type your question', send: 'Send' }) {
    await userEvent.type(await screen.findByRole('textbox', { name: names.box }), text);
    await userEvent.click(screen.getByRole('button', { name: names.send }));
  }

  it('sends a typed question instead of a recording and clears the box once answered', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, {
      body: { ...chatAnswer, translation: undefined, stages: { responseAudioType: 'audio/mpeg' } },
    });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    await ask('  When is the parent meeting? ');

    expect(await screen.findByText('The meeting is on Thursday at 6.')).toBeInTheDocument();
    expect(screen.getByText('When is the parent meeting?')).toBeInTheDocument();
    expect(typeBox()).toHaveValue('');
    const body = String(server.callsTo('POST', VOICE_URLS.chatComplete)[0]!.body);
    expect(body).toContain('name="text"\r\n\r\nWhen is the parent meeting?\r\n');
    expect(body).not.toContain('name="audio"');
    expect(body).toContain('name="userLanguage"\r\n\r\nen\r\n');
    expect(toasts()).toContainEqual(['Voice message processed', undefined]);
  });

  it('disables Send for blank text and while the question is with the assistant', async () => {
    const server = await serve();
    const answer = holdAnswer(server, 'POST', VOICE_URLS.chatComplete, { body: chatAnswer });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(typeBox(), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(typeBox(), 'Hello');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Record' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo('POST', VOICE_URLS.chatComplete)).toHaveLength(1));
    answer();
    expect(await screen.findByText('The meeting is on Thursday at 6.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('keeps the typed text when the assistant fails, saying why', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, {
      status: 503,
      body: { error: 'x', code: 'VOICE_LANGUAGE_NOT_SUPPORTED' },
    });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    await ask('Hi');
    await waitFor(() =>
      expect(toasts()).toEqual([
        [
          'Processing failed',
          'This voice feature does not work in this language yet. You can type instead.',
        ],
      ]),
    );
    expect(typeBox()).toHaveValue('Hi');
  });

  it('without speech recognition says so in Somali and takes typed questions', async () => {
    const server = await serve(capabilities({ speechToText: false }));
    server.on('POST', VOICE_URLS.chatComplete, { body: chatAnswer });
    await renderWithProviders(<VoiceChat />, { language: 'so' });
    expect(
      await screen.findByText(/Hadalku hadda ma shaqaynayo.*waad qori kartaa/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duub' })).not.toBeInTheDocument();
    expect(
      screen.getByText("Weli fariimo ma jiraan. Su'aashaada hoos ku qor."),
    ).toBeInTheDocument();
    await ask('Salaan', { box: "Qor su'aashaada", send: 'Dir' });
    expect(await screen.findByText('The meeting is on Thursday at 6.')).toBeInTheDocument();
  });

  it('shows the answer with an audio-not-available note when speech output failed', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, {
      body: {
        ...chatAnswer,
        responseAudioBase64: '',
        stages: { speechError: 'VOICE_PROVIDER_TIMEOUT' },
      },
    });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    await ask('Hi');
    expect(await screen.findByText('The meeting is on Thursday at 6.')).toBeInTheDocument();
    expect(screen.getByText('Audio is not available for this answer')).toHaveAttribute(
      'role',
      'note',
    );
    expect(screen.queryByRole('button', { name: 'Play audio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy text' })).toHaveLength(2);
  });

  it('explains an unconfigured assistant instead of offering a record button', async () => {
    await serve(capabilities({ chat: false }));
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    expect(
      await screen.findByText(/The voice assistant is not available right now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Type your question' })).not.toBeInTheDocument();
    // No invitation to type or record into something that is not there.
    expect(screen.queryByText(/Type your question below|Press Record/)).not.toBeInTheDocument();
  });
});

describe('VoiceTranslator', () => {
  it('without speech recognition explains it and still translates typed text', async () => {
    const server = await serve(capabilities({ speechToText: false }));
    server.on('POST', VOICE_URLS.translate, { body: { translatedText: 'Hello' } });
    await renderWithProviders(<VoiceTranslator />, { language: 'en' });
    expect(await screen.findByText(/Speaking is not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Or type text to translate' }),
      'Salaan',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(server.callsTo('POST', VOICE_URLS.translate)[0]!.body).toEqual({
      text: 'Salaan',
      fromLanguage: 'en',
      toLanguage: 'so',
    });
    expect(toasts()).toContainEqual(['Translation complete', undefined]);
  });

  it("hands the parent's own words and their language to the shell with 'Send to teacher'", async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.translate, { body: { translatedText: 'My son is sick today' } });
    const onSendToTeacher = jest.fn();
    await renderWithProviders(<VoiceTranslator onSendToTeacher={onSendToTeacher} />, {
      language: 'so',
    });
    expect(screen.queryByRole('button', { name: 'U dir macallinka' })).not.toBeInTheDocument();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Ama qor qoraal la turjumo' }),
      'Wiilkaygu maanta wuu jiran yahay',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turjun' }));
    expect(await screen.findByText('My son is sick today')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'U dir macallinka' }));
    expect(onSendToTeacher).toHaveBeenCalledWith({
      text: 'Wiilkaygu maanta wuu jiran yahay',
      language: 'so',
    });
  });

  it('offers no sending without the shell', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.translate, { body: { translatedText: 'Hi' } });
    await renderWithProviders(<VoiceTranslator />, { language: 'en' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Or type text to translate' }),
      'Nabad',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Hi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to teacher' })).not.toBeInTheDocument();
  });

  it('disables Translate for blank text and while translating', async () => {
    const server = await serve();
    const answer = holdAnswer(server, 'POST', VOICE_URLS.translate, {
      body: { translatedText: 'Hi' },
    });
    await renderWithProviders(<VoiceTranslator />, { language: 'en' });
    const button = await screen.findByRole('button', { name: 'Translate' });
    expect(button).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Or type text to translate' });
    await userEvent.type(box, '   ');
    expect(button).toBeDisabled();
    await userEvent.type(box, 'Nabad');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Translating…' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo('POST', VOICE_URLS.translate)).toHaveLength(1));
    answer();
    expect(await screen.findByText('Hi')).toBeInTheDocument();
  });

  it("says 'Translation failed' / 'Please try again' style reason on a provider failure", async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.translate, {
      status: 502,
      body: { error: 'Provider failed', code: 'VOICE_PROVIDER_FAILED' },
    });
    await renderWithProviders(<VoiceTranslator />, { language: 'en' });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Or type text to translate' }),
      'x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['Translation failed', 'The voice service could not answer. Please try again.'],
      ]),
    );
  });
});

async function enabledListen() {
  const button = await screen.findByRole('button', { name: 'Listen' });
  await waitFor(() => expect(button).toBeEnabled()); // disabled while capabilities load
  return button;
}

describe('ListenButton fallback order', () => {
  const synth = { getVoices: jest.fn(), speak: jest.fn(), cancel: jest.fn() };
  beforeEach(() => {
    synth.getVoices.mockReset().mockReturnValue([]);
    synth.speak.mockReset();
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
    (globalThis as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance =
      class {
        voice: unknown = null;
        lang = '';
        constructor(public text: string) {}
      };
    URL.createObjectURL = jest.fn(() => 'blob:speech-1');
    URL.revokeObjectURL = jest.fn();
  });

  it('uses the service when it speaks the language', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.speak, { body: 'audio' });
    synth.getVoices.mockReturnValue([{ lang: 'so-SO' }]);
    await renderWithProviders(<ListenButton text="Nabad" language="so" />, { language: 'en' });
    await userEvent.click(await enabledListen());
    await waitFor(() => expect(voice.played()).toEqual(['blob:speech-1']));
    expect(server.callsTo('POST', VOICE_URLS.speak)[0]!.body).toEqual({
      text: 'Nabad',
      language: 'so',
    });
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it("uses the browser's voice when the service cannot speak it", async () => {
    const server = await serve(capabilities({ textToSpeech: false }));
    synth.getVoices.mockReturnValue([{ lang: 'en-US' }, { lang: 'so-SO' }]);
    await renderWithProviders(<ListenButton text="Nabad" language="so" />, { language: 'en' });
    await userEvent.click(await enabledListen());
    expect(synth.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Nabad', lang: 'so-SO' }),
    );
    expect(server.callsTo('POST', VOICE_URLS.speak)).toEqual([]);
  });

  it('says audio is not available when neither can', async () => {
    await serve(capabilities({ textToSpeech: false }));
    synth.getVoices.mockReturnValue([{ lang: 'en-US' }]);
    await renderWithProviders(<ListenButton text="Nabad" language="so" />, { language: 'en' });
    expect(await screen.findByText('Audio is not available for this language')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
  });
});
