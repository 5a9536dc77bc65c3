import { useToastStore } from '@d742/platform';
import { type TestApi, allowRadixSelect, startTestApi } from '@d742/platform/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_URLS } from './api/voice-api';
import { type FakeMicrophone, installFakeMicrophone } from './test-utils/fake-audio';
import { renderWithProviders } from './test-utils/render-with-providers';
import { allCapabilities, capabilities, chatAnswer } from './test-utils/voice-fixtures';
import ListenButton from './listen-button/listen-button';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';

let api: TestApi | undefined;
let mic: FakeMicrophone | undefined;
let played: string[];

beforeAll(allowRadixSelect);
beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  played = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // jsdom cannot decode audio: record what the page asked the browser to play.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this.src);
    return Promise.resolve();
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  mic?.restore();
  mic = undefined;
  await api?.close();
  api = undefined;
});

const toasts = () => useToastStore.getState().toasts.map((t) => [t.title, t.description]);

async function serve(caps = allCapabilities) {
  api = await startTestApi();
  api.on('GET', VOICE_URLS.capabilities, { body: caps });
  return api;
}

async function recordOnce() {
  await userEvent.click(await screen.findByRole('button', { name: 'Record' }));
  const stop = await screen.findByRole('button', { name: 'Stop' });
  act(() => mic!.emitSeconds(1));
  await userEvent.click(stop);
}

describe('VoiceChat', () => {
  it('sends the recording, shows transcript and answer, toggles the original and plays the answer', async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, { body: chatAnswer });
    mic = installFakeMicrophone();
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

    await userEvent.click(screen.getByRole('button', { name: 'Show original text' }));
    expect(screen.getByText('Goorma ayuu yahay shirka waalidka?')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play audio' }));
    expect(played).toEqual(['data:audio/mpeg;base64,SUQzBAAAAAAA']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByText('When is the parent meeting?')).not.toBeInTheDocument();
    expect(toasts()[0]).toEqual(['Chat cleared', undefined]);
  });

  it("says 'Recording failed' / 'Please allow microphone access' when the microphone is refused", async () => {
    await serve();
    mic = installFakeMicrophone({ deny: true });
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['Recording failed', 'Please allow microphone access']]),
    );
    expect(api!.callsTo('POST', VOICE_URLS.chatComplete)).toEqual([]);
  });

  it("shows 'Processing failed' with the localized reason of a voice error code", async () => {
    const server = await serve();
    server.on('POST', VOICE_URLS.chatComplete, {
      status: 422,
      body: { error: 'No speech', code: 'VOICE_NO_SPEECH' },
    });
    mic = installFakeMicrophone();
    await renderWithProviders(<VoiceChat />, { language: 'so' });
    await userEvent.click(await screen.findByRole('button', { name: 'Duub' }));
    act(() => mic!.emitSeconds(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Jooji' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'Habayntu way guuldarraysatay',
        'Hadal lama maqlin. Fadlan ka hadal meel u dhow makarafoonka.',
      ]),
    );
  });

  it('explains an unconfigured assistant instead of offering a record button', async () => {
    await serve(capabilities({ chat: false }));
    await renderWithProviders(<VoiceChat />, { language: 'en' });
    expect(
      await screen.findByText(/The voice assistant is not available right now/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
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

  it('disables Translate for blank text and while translating', async () => {
    const server = await serve();
    let answer!: () => void;
    server.on(
      'POST',
      VOICE_URLS.translate,
      () => new Promise((resolve) => (answer = () => resolve({ body: { translatedText: 'Hi' } }))),
    );
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
    await waitFor(() => expect(played).toEqual(['blob:speech-1']));
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
