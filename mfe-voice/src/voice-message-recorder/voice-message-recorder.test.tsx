import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VOICE_URLS } from '../api/voice-api';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { setUpVoiceTests } from '../test-utils/voice-test-setup';
import { capabilities } from '../test-utils/voice-fixtures';
import VoiceMessageRecorder, { type VoiceMessageDraft } from './voice-message-recorder';

const voice = setUpVoiceTests();
const { serve, toasts, recordOnce } = voice;

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:recording-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

/** The API answering transcription and translation as the voice service does. */
async function serveVoiceMessage(caps = capabilities({})) {
  const server = await serve(caps);
  server.on('POST', VOICE_URLS.transcribe, {
    body: { text: 'Hodan will be late tomorrow.', language: 'en' },
  });
  server.on('POST', VOICE_URLS.translate, {
    body: { translatedText: 'Hodan berri way soo daahi doontaa.' },
  });
  return server;
}

/** The recorder hosted by a page that takes kept drafts, in the reader's `language`. */
async function renderHosted(language: 'so' | 'en' = 'en') {
  const onComplete = jest.fn<void, [VoiceMessageDraft]>();
  await renderWithProviders(<VoiceMessageRecorder onComplete={onComplete} />, { language });
  return onComplete;
}

describe('VoiceMessageRecorder', () => {
  it('records, shows transcript and translation, plays back, and keep hands the draft to its host', async () => {
    const server = await serveVoiceMessage();
    voice.installMicrophone();
    const onComplete = await renderHosted('en');

    await recordOnce();
    expect(await screen.findByText('Hodan will be late tomorrow.')).toBeInTheDocument();
    expect(await screen.findByText('Hodan berri way soo daahi doontaa.')).toBeInTheDocument();
    expect(toasts()).toContainEqual(['Voice message processed', undefined]);
    const transcribed = String(server.callsTo('POST', VOICE_URLS.transcribe)[0]!.body);
    expect(transcribed).toMatch(
      /name="audio"; filename="recording.wav"\r\nContent-Type: audio\/wav/,
    );
    expect(transcribed).toContain('name="language"\r\n\r\nen\r\n');
    expect(server.callsTo('POST', VOICE_URLS.translate)[0]!.body).toEqual({
      text: 'Hodan will be late tomorrow.',
      fromLanguage: 'en',
      toLanguage: 'so',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Play recording' }));
    expect(voice.played()).toEqual(['blob:recording-1']);

    await userEvent.click(screen.getByRole('button', { name: 'Keep draft' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    const draft = onComplete.mock.calls[0]![0];
    expect(draft).toMatchObject({
      transcript: 'Hodan will be late tomorrow.',
      translation: 'Hodan berri way soo daahi doontaa.',
    });
    expect(draft.wav.type).toBe('audio/wav');
    const bytes = Buffer.from(await draft.wav.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.readUInt32LE(24)).toBe(16000);
    expect(screen.getByRole('status')).toHaveTextContent('Draft kept.');
    expect(screen.getByRole('button', { name: 'Keep draft' })).toBeDisabled();
  });

  it('discard forgets the recording, its transcript and translation', async () => {
    await serveVoiceMessage();
    voice.installMicrophone();
    const onComplete = await renderHosted('en');
    await recordOnce();
    expect(await screen.findByText('Hodan berri way soo daahi doontaa.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Hodan will be late tomorrow.')).not.toBeInTheDocument();
    expect(screen.queryByText('Hodan berri way soo daahi doontaa.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play recording' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("says 'Recording failed' / 'Please allow microphone access' when the microphone is refused", async () => {
    const server = await serveVoiceMessage();
    voice.installMicrophone({ deny: true });
    await renderWithProviders(<VoiceMessageRecorder />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['Recording failed', 'Please allow microphone access']]),
    );
    expect(server.callsTo('POST', VOICE_URLS.transcribe)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Keep draft' })).not.toBeInTheDocument();
  });

  it('hosted by a form, offers no sending of its own: the host sends the kept draft', async () => {
    await serveVoiceMessage();
    voice.installMicrophone();
    const onSendToTeacher = jest.fn<void, [VoiceMessageDraft]>();
    const onComplete = jest.fn<void, [VoiceMessageDraft]>();
    await renderWithProviders(
      <VoiceMessageRecorder onComplete={onComplete} onSendToTeacher={onSendToTeacher} />,
      { language: 'so' },
    );
    await recordOnce({ record: 'Duub', stop: 'Jooji' });
    await screen.findByText('Hodan berri way soo daahi doontaa.');
    expect(screen.queryByRole('button', { name: 'U dir macallinka' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydi qabyada' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onSendToTeacher).not.toHaveBeenCalled();
  });

  it("on the More page, 'Send to teacher' (in Somali) hands the recording with what was heard to the shell", async () => {
    await serveVoiceMessage();
    voice.installMicrophone();
    const onSendToTeacher = jest.fn<void, [VoiceMessageDraft]>();
    await renderWithProviders(<VoiceMessageRecorder onSendToTeacher={onSendToTeacher} />, {
      language: 'so',
    });
    await recordOnce({ record: 'Duub', stop: 'Jooji' });
    await screen.findByText('Hodan berri way soo daahi doontaa.');
    await userEvent.click(screen.getByRole('button', { name: 'U dir macallinka' }));
    expect(onSendToTeacher).toHaveBeenCalledTimes(1);
    const draft = onSendToTeacher.mock.calls[0]![0];
    expect(draft).toMatchObject({
      transcript: 'Hodan will be late tomorrow.',
      translation: 'Hodan berri way soo daahi doontaa.',
    });
    expect(draft.wav.type).toBe('audio/wav');
  });

  it('standalone, without the shell, has no send button', async () => {
    await serveVoiceMessage();
    voice.installMicrophone();
    await renderWithProviders(<VoiceMessageRecorder />, { language: 'en' });
    await recordOnce();
    await screen.findByText('Hodan will be late tomorrow.');
    expect(screen.queryByRole('button', { name: 'Send to teacher' })).not.toBeInTheDocument();
  });

  it('without speech recognition still records and plays back, saying why there is no transcript', async () => {
    const server = await serveVoiceMessage(capabilities({ speechToText: false }));
    voice.installMicrophone();
    const onComplete = await renderHosted('en');
    expect(await screen.findByText(/Speaking is not available right now/)).toBeInTheDocument();
    await recordOnce();
    await userEvent.click(await screen.findByRole('button', { name: 'Play recording' }));
    expect(voice.played()).toEqual(['blob:recording-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Keep draft' }));
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ transcript: '', translation: '' });
    expect(server.callsTo('POST', VOICE_URLS.transcribe)).toEqual([]);
  });
});
