import type { SpeechToTextSettings, TextToSpeechSettings, VoiceConfig } from '../config';
import { AzureSpeechToText, AzureTextToSpeech } from './azure-speech';
import { AzureTranslator } from './azure-translator';
import { OpenAiChat } from './openai-chat';
import { OpenAiSpeechToText, OpenAiTextToSpeech } from './openai-speech';
import type { SpeechToText, TextToSpeech, VoiceProviderSet } from './ports';

function speechToText(settings: SpeechToTextSettings, timeout: number): SpeechToText {
  return settings.provider === 'openai'
    ? new OpenAiSpeechToText(settings, timeout)
    : new AzureSpeechToText(settings, timeout);
}

function textToSpeech(settings: TextToSpeechSettings, timeout: number): TextToSpeech {
  return settings.provider === 'openai'
    ? new OpenAiTextToSpeech(settings, timeout)
    : new AzureTextToSpeech(settings, timeout);
}

/** The adapters the configuration asks for; capabilities without one stay absent. */
export function createProviders(config: Pick<VoiceConfig, 'providers' | 'providerTimeoutMs'>) {
  const { providers: p, providerTimeoutMs: timeout } = config;
  const set: VoiceProviderSet = {
    speechToText: p.speechToText && speechToText(p.speechToText, timeout),
    textToSpeech: p.textToSpeech && textToSpeech(p.textToSpeech, timeout),
    translation: p.translation && new AzureTranslator(p.translation, timeout),
    chat: p.chat && new OpenAiChat(p.chat, timeout),
  };
  return set;
}

export type * from './ports';
