import type { ChatCompleteFullResponse, VoiceCapabilities } from '@d742/contracts';

const on = { available: true, languages: ['so', 'en'] as Array<'so' | 'en'> };
const off = { available: false, languages: [] as Array<'so' | 'en'> };

export const allCapabilities: VoiceCapabilities = {
  speechToText: on,
  textToSpeech: on,
  translation: on,
  chat: on,
};

export function capabilities(
  overrides: Partial<Record<keyof VoiceCapabilities, boolean>>,
): VoiceCapabilities {
  const result = { ...allCapabilities };
  for (const [name, value] of Object.entries(overrides)) {
    result[name as keyof VoiceCapabilities] = value ? on : off;
  }
  return result;
}

export const chatAnswer: ChatCompleteFullResponse = {
  transcription: { text: 'When is the parent meeting?', language: 'en' },
  translation: { originalText: 'Goorma ayuu yahay shirka waalidka?' },
  aiResponse: { message: 'The meeting is on Thursday at 6.', language: 'en' },
  responseAudioBase64: 'SUQzBAAAAAAA',
  stages: { englishText: 'When is the parent meeting?', responseAudioType: 'audio/mpeg' },
};
