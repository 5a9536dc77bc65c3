import type { ComponentType } from 'react';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';
import VoiceMessageRecorder from './voice-message-recorder/voice-message-recorder';
import ListenButton from './listen-button/listen-button';
import { expectLocalizedHeading, renderWithProviders } from './test-utils/render-with-providers';
import { screen } from '@testing-library/react';

describe('voice exposed modules', () => {
  it.each<[string, ComponentType, number, string, string]>([
    ['VoiceChat', VoiceChat, 2, 'Wada-hadal Cod ah oo AI', 'AI Voice Chat'],
    ['VoiceTranslator', VoiceTranslator, 2, 'Turjumaanka Codka', 'Voice Translator'],
    ['VoiceMessageRecorder', VoiceMessageRecorder, 2, 'Fariin Cod ah', 'Voice Message'],
  ])(
    '%s should show its localized heading in Somali and English',
    async (_name, Component, level, so, en) => {
      await expectLocalizedHeading(<Component />, { level, so, en });
    },
  );

  it("ListenButton says in the reader's language when no audio can be made", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(<ListenButton text="Nabad" language="so" />, { language: 'so' });
    expect(await screen.findByText('Cod looma hayo luqaddan')).toBeInTheDocument();
  });
});
