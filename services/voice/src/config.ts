import { z } from 'zod';
import { DEFAULT_PORTS } from '@d742/contracts';
import { loadServiceConfig } from '@d742/service-kit';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * Who serves each capability; 'none' turns it off even when keys are present. OpenAI's speech
 * models (English only) serve speech only when chosen by name: Azure is the one that speaks Somali.
 */
const speechProvider = z.enum(['azure', 'openai', 'none']).optional();
const translationProvider = z.enum(['azure', 'none']).optional();
const chatProvider = z.enum(['openai', 'none']).optional();
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const voiceEnvSchema = z
  .object({
    /** Academics owns the family's children (decision 007): the assistant learns their names there. */
    ACADEMICS_URL: z.url().default(`http://127.0.0.1:${DEFAULT_PORTS.services.academics}`),
    /** Azure Speech (speech to text and text to speech). */
    AZURE_SPEECH_KEY: optionalText,
    AZURE_SPEECH_REGION: optionalText,
    /** Overrides https://{region}.stt.speech.microsoft.com (tests point it at a fake). */
    AZURE_SPEECH_STT_ENDPOINT: optionalUrl,
    /** Overrides https://{region}.tts.speech.microsoft.com. */
    AZURE_SPEECH_TTS_ENDPOINT: optionalUrl,
    AZURE_TTS_VOICE_SO: z.string().min(1).default('so-SO-UbaxNeural'),
    AZURE_TTS_VOICE_EN: z.string().min(1).default('en-US-JennyNeural'),
    /** Azure's synthesis output format: MP3 by default; 'riff-24khz-16bit-mono-pcm' gives WAV. */
    AZURE_TTS_OUTPUT_FORMAT: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be an Azure output format name')
      .default('audio-24khz-48kbitrate-mono-mp3'),
    /** Azure Translator v3. */
    AZURE_TRANSLATOR_KEY: optionalText,
    AZURE_TRANSLATOR_REGION: optionalText,
    AZURE_TRANSLATOR_ENDPOINT: z.url().default('https://api.cognitive.microsofttranslator.com'),
    /** Any OpenAI-compatible chat completions API. */
    CHAT_API_KEY: optionalText,
    CHAT_BASE_URL: optionalUrl,
    CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /**
     * OpenAI-compatible speech (`/audio/transcriptions`, `/audio/speech`), English only. Without
     * its own key it shares CHAT_API_KEY and CHAT_BASE_URL (one host, one key).
     */
    OPENAI_SPEECH_API_KEY: optionalText,
    OPENAI_SPEECH_BASE_URL: optionalUrl,
    OPENAI_STT_MODEL: z.string().trim().min(1).default('gpt-4o-mini-transcribe'),
    OPENAI_TTS_MODEL: z.string().trim().min(1).default('gpt-4o-mini-tts'),
    OPENAI_TTS_VOICE: z.string().trim().min(1).default('alloy'),
    VOICE_STT_PROVIDER: speechProvider,
    VOICE_TTS_PROVIDER: speechProvider,
    VOICE_TRANSLATION_PROVIDER: translationProvider,
    VOICE_CHAT_PROVIDER: chatProvider,
    /** Time limit of one provider call. */
    VOICE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  })
  .superRefine((e, ctx) => {
    const need = (variable: string, because: string) =>
      ctx.addIssue({ code: 'custom', path: [variable], message: `is required when ${because}` });
    // Half-set groups fail at start, naming what is missing (never the values).
    if (e.AZURE_SPEECH_KEY && !e.AZURE_SPEECH_REGION)
      need('AZURE_SPEECH_REGION', 'AZURE_SPEECH_KEY is set');
    if (e.AZURE_SPEECH_REGION && !e.AZURE_SPEECH_KEY)
      need('AZURE_SPEECH_KEY', 'AZURE_SPEECH_REGION is set');
    if ((e.AZURE_SPEECH_STT_ENDPOINT || e.AZURE_SPEECH_TTS_ENDPOINT) && !e.AZURE_SPEECH_KEY)
      need('AZURE_SPEECH_KEY', 'an AZURE_SPEECH_*_ENDPOINT is set');
    if (e.AZURE_TRANSLATOR_KEY && !e.AZURE_TRANSLATOR_REGION)
      need('AZURE_TRANSLATOR_REGION', 'AZURE_TRANSLATOR_KEY is set');
    if (e.AZURE_TRANSLATOR_REGION && !e.AZURE_TRANSLATOR_KEY)
      need('AZURE_TRANSLATOR_KEY', 'AZURE_TRANSLATOR_REGION is set');
    if (e.CHAT_BASE_URL && !e.CHAT_API_KEY) need('CHAT_API_KEY', 'CHAT_BASE_URL is set');
    if (e.VOICE_STT_PROVIDER === 'azure' && !e.AZURE_SPEECH_KEY)
      need('AZURE_SPEECH_KEY', 'VOICE_STT_PROVIDER is azure');
    if (e.VOICE_TTS_PROVIDER === 'azure' && !e.AZURE_SPEECH_KEY)
      need('AZURE_SPEECH_KEY', 'VOICE_TTS_PROVIDER is azure');
    if (e.VOICE_TRANSLATION_PROVIDER === 'azure' && !e.AZURE_TRANSLATOR_KEY)
      need('AZURE_TRANSLATOR_KEY', 'VOICE_TRANSLATION_PROVIDER is azure');
    if (e.VOICE_CHAT_PROVIDER === 'openai' && !e.CHAT_API_KEY)
      need('CHAT_API_KEY', 'VOICE_CHAT_PROVIDER is openai');
    // A speech host of its own needs a key of its own: the chat key never goes to another host.
    if (e.OPENAI_SPEECH_BASE_URL && !e.OPENAI_SPEECH_API_KEY)
      need('OPENAI_SPEECH_API_KEY', 'OPENAI_SPEECH_BASE_URL is set');
    for (const variable of ['VOICE_STT_PROVIDER', 'VOICE_TTS_PROVIDER'] as const)
      if (e[variable] === 'openai' && !e.OPENAI_SPEECH_API_KEY && !e.CHAT_API_KEY)
        need('OPENAI_SPEECH_API_KEY', `${variable} is openai (or set CHAT_API_KEY to share it)`);
    if (
      e.OPENAI_SPEECH_API_KEY &&
      e.VOICE_STT_PROVIDER !== 'openai' &&
      e.VOICE_TTS_PROVIDER !== 'openai'
    )
      ctx.addIssue({
        code: 'custom',
        path: ['VOICE_STT_PROVIDER'],
        message:
          'or VOICE_TTS_PROVIDER must be openai when OPENAI_SPEECH_API_KEY is set (OpenAI speech is chosen by name)',
      });
  })
  .transform((e) => {
    const speech =
      e.AZURE_SPEECH_KEY && e.AZURE_SPEECH_REGION
        ? {
            provider: 'azure' as const,
            key: e.AZURE_SPEECH_KEY,
            region: e.AZURE_SPEECH_REGION,
            sttEndpoint:
              e.AZURE_SPEECH_STT_ENDPOINT ??
              `https://${e.AZURE_SPEECH_REGION}.stt.speech.microsoft.com`,
            ttsEndpoint:
              e.AZURE_SPEECH_TTS_ENDPOINT ??
              `https://${e.AZURE_SPEECH_REGION}.tts.speech.microsoft.com`,
            voices: { so: e.AZURE_TTS_VOICE_SO, en: e.AZURE_TTS_VOICE_EN },
            outputFormat: e.AZURE_TTS_OUTPUT_FORMAT,
          }
        : undefined;
    const translator =
      e.AZURE_TRANSLATOR_KEY && e.AZURE_TRANSLATOR_REGION
        ? {
            key: e.AZURE_TRANSLATOR_KEY,
            region: e.AZURE_TRANSLATOR_REGION,
            endpoint: e.AZURE_TRANSLATOR_ENDPOINT,
          }
        : undefined;
    const chat = e.CHAT_API_KEY
      ? {
          apiKey: e.CHAT_API_KEY,
          baseUrl: e.CHAT_BASE_URL ?? OPENAI_BASE_URL,
          model: e.CHAT_MODEL,
        }
      : undefined;
    const openaiSpeech = e.OPENAI_SPEECH_API_KEY
      ? { apiKey: e.OPENAI_SPEECH_API_KEY, baseUrl: e.OPENAI_SPEECH_BASE_URL ?? OPENAI_BASE_URL }
      : chat && { apiKey: chat.apiKey, baseUrl: chat.baseUrl };
    const openaiStt = openaiSpeech && {
      provider: 'openai' as const,
      ...openaiSpeech,
      model: e.OPENAI_STT_MODEL,
    };
    const openaiTts = openaiSpeech && {
      provider: 'openai' as const,
      ...openaiSpeech,
      model: e.OPENAI_TTS_MODEL,
      voice: e.OPENAI_TTS_VOICE,
    };
    const on = <T>(choice: string | undefined, provider: T | undefined) =>
      choice === 'none' ? undefined : provider;
    return {
      academicsUrl: e.ACADEMICS_URL,
      providerTimeoutMs: e.VOICE_PROVIDER_TIMEOUT_MS,
      /** Each capability's provider settings; undefined means the capability is off (503). */
      providers: {
        speechToText:
          e.VOICE_STT_PROVIDER === 'openai' ? openaiStt : on(e.VOICE_STT_PROVIDER, speech),
        textToSpeech:
          e.VOICE_TTS_PROVIDER === 'openai' ? openaiTts : on(e.VOICE_TTS_PROVIDER, speech),
        translation: on(e.VOICE_TRANSLATION_PROVIDER, translator),
        chat: on(e.VOICE_CHAT_PROVIDER, chat),
      },
    };
  });

/** Parsed once at start; throws listing every bad variable. VOICE_PORT wins over PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('voice', env, voiceEnvSchema);
}
export type VoiceConfig = ReturnType<typeof loadConfig>;
export type VoiceProviders = VoiceConfig['providers'];
export type SpeechToTextSettings = NonNullable<VoiceProviders['speechToText']>;
export type TextToSpeechSettings = NonNullable<VoiceProviders['textToSpeech']>;
export type AzureSpeechSettings = Extract<SpeechToTextSettings, { provider: 'azure' }>;
export type OpenAiSttSettings = Extract<SpeechToTextSettings, { provider: 'openai' }>;
export type OpenAiTtsSettings = Extract<TextToSpeechSettings, { provider: 'openai' }>;
export type AzureTranslatorSettings = NonNullable<VoiceProviders['translation']>;
export type ChatSettings = NonNullable<VoiceProviders['chat']>;
