import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneProviders } from './standalone-providers';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';
import VoiceMessageRecorder from './voice-message-recorder/voice-message-recorder';

// Standalone page of this remote (rspack dev / d742-static); the shell never loads this file.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneProviders>
      <VoiceChat />
      <VoiceTranslator />
      <VoiceMessageRecorder />
    </StandaloneProviders>
  </StrictMode>,
);
