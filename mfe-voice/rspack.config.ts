import { createAppConfig } from '@d742/build-config';

export default createAppConfig({
  name: 'voice',
  dir: __dirname,
  port: 3003,
  exposes: {
    './VoiceChat': './src/voice-chat/voice-chat.tsx',
    './VoiceTranslator': './src/voice-translator/voice-translator.tsx',
    './VoiceMessageRecorder': './src/voice-message-recorder/voice-message-recorder.tsx',
  },
});
