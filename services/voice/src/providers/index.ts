import type { VoiceConfig } from '../config';
import { AzureSpeechToText, AzureTextToSpeech } from './azure-speech';
import { AzureTranslator } from './azure-translator';
import { OpenAiChat } from './openai-chat';
import type { VoiceProviderSet } from './ports';

/** The adapters the configuration asks for; capabilities without one stay absent. */
export function createProviders(config: Pick<VoiceConfig, 'providers' | 'providerTimeoutMs'>) {
  const { providers: p, providerTimeoutMs: timeout } = config;
  const set: VoiceProviderSet = {
    speechToText: p.speechToText && new AzureSpeechToText(p.speechToText, timeout),
    textToSpeech: p.textToSpeech && new AzureTextToSpeech(p.textToSpeech, timeout),
    translation: p.translation && new AzureTranslator(p.translation, timeout),
    chat: p.chat && new OpenAiChat(p.chat, timeout),
  };
  return set;
}

export type * from './ports';
