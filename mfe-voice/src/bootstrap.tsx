import { mountStandalone } from '@d742/platform/standalone';
import { I18nextProvider } from 'react-i18next';
import VoiceChat from './voice-chat/voice-chat';
import VoiceTranslator from './voice-translator/voice-translator';
import VoiceMessageRecorder from './voice-message-recorder/voice-message-recorder';

mountStandalone([VoiceChat, VoiceTranslator, VoiceMessageRecorder], { I18nextProvider });
