import { createAppConfig } from '@d742/build-config';
import { DEFAULT_PORTS } from '@d742/contracts';

export default createAppConfig({
  name: 'voice',
  dir: __dirname,
  port: DEFAULT_PORTS.remotes.voice,
  exposes: {
    VoiceChat: './src/voice-chat/voice-chat.tsx',
    VoiceTranslator: './src/voice-translator/voice-translator.tsx',
    VoiceMessageRecorder: './src/voice-message-recorder/voice-message-recorder.tsx',
    ListenButton: './src/listen-button/listen-button.tsx',
  },
});
