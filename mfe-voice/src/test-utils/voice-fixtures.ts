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

/** What the voice service answers an English speaker: nothing to translate. */
export const chatAnswer: ChatCompleteFullResponse = {
  transcription: { text: 'When is the parent meeting?', language: 'en' },
  aiResponse: { message: 'The meeting is on Thursday at 6.', language: 'en' },
  responseAudioBase64: 'SUQzBAAAAAAA',
  stages: { aiEnglishText: 'The meeting is on Thursday at 6.', responseAudioType: 'audio/mpeg' },
};

/** What it answers a Somali speaker: the words said, the English read, the English answer translated. */
export const somaliChatAnswer: ChatCompleteFullResponse = {
  transcription: { text: 'Goorma ayuu yahay shirka waalidka?', language: 'so' },
  translation: { originalText: 'Goorma ayuu yahay shirka waalidka?' },
  aiResponse: { message: 'Shirku waa Khamiista saacadda 6da.', language: 'so' },
  responseAudioBase64: 'SUQzBAAAAAAA',
  stages: {
    englishText: 'When is the parent meeting?',
    aiEnglishText: 'The meeting is on Thursday at 6.',
    responseAudioType: 'audio/mpeg',
  },
};
