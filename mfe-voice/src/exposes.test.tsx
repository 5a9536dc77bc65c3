import type { ComponentType } from 'react';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';
import VoiceMessageRecorder from './voice-message-recorder/voice-message-recorder';
import { expectLocalizedHeading } from './test-utils/render-with-providers';

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
});
