import {
  CHAT_TEXT_MAX_LENGTH,
  type Language as AppLanguage,
  type ChatCompleteFields,
  type ChatCompleteFullResponse,
  type TranslateRequest,
  type VoiceCapabilities,
  VOICE_ERROR_CODES,
  VOICE_MAX_AUDIO_SECONDS,
  chatCompleteFullResponseSchema,
  transcribeResponseSchema,
  translateResponseSchema,
  voiceCapabilitiesSchema,
} from '@d742/contracts';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  apiRequest,
  isNetworkError,
  rateLimitedMessage,
} from '@d742/platform';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';

export const VOICE_URLS = {
  capabilities: '/api/voice/capabilities',
  chatComplete: '/api/voice/chat-complete',
  transcribe: '/api/voice/transcribe',
  translate: '/api/voice/translate',
  speak: '/api/voice/speak',
} as const;

/** Every call's failure is an ApiError (a refused connection becomes NETWORK_ERROR). */
async function request(method: string, url: string, data?: unknown): Promise<Response> {
  try {
    return await apiRequest(method, url, data);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(0, '', message, { error: message, code: NETWORK_ERROR_CODE });
  }
}

/** Which voice features work now; read once per page (they change only with server settings). */
export function useVoiceCapabilities() {
  return useQuery<VoiceCapabilities, ApiError>({
    queryKey: [VOICE_URLS.capabilities],
    staleTime: 60 * 60 * 1000,
    queryFn: async () =>
      voiceCapabilitiesSchema.parse(await (await request('GET', VOICE_URLS.capabilities)).json()),
  });
}

export type CapabilityName = keyof VoiceCapabilities;

/** 'on' when the capability works for `language`; 'unknown' while loading or when the check failed. */
export function capabilityState(
  capabilities: VoiceCapabilities | undefined,
  name: CapabilityName,
  language: AppLanguage,
): 'on' | 'off' | 'unknown' {
  if (!capabilities) return 'unknown';
  const c = capabilities[name];
  return c.available && c.languages.includes(language) ? 'on' : 'off';
}

/** The multipart form of the audio routes: the recording as `audio`, or a typed `text`. */
function audioForm(question: Blob | string, fields: Record<string, string>): FormData {
  const form = new FormData();
  if (typeof question === 'string') form.append('text', question);
  else form.append('audio', question, 'recording.wav');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** Asks the assistant a recorded (WAV) or typed question. */
export async function chatComplete(
  question: Blob | string,
  fields: Omit<ChatCompleteFields, 'text'>,
): Promise<ChatCompleteFullResponse> {
  const res = await request('POST', VOICE_URLS.chatComplete, audioForm(question, { ...fields }));
  return chatCompleteFullResponseSchema.parse(await res.json());
}

export async function transcribe(wav: Blob, language: AppLanguage) {
  const res = await request('POST', VOICE_URLS.transcribe, audioForm(wav, { language }));
  return transcribeResponseSchema.parse(await res.json());
}

export async function translate(body: TranslateRequest) {
  const res = await request('POST', VOICE_URLS.translate, body);
  return translateResponseSchema.parse(await res.json());
}

/** The spoken text as audio bytes (any audio type the service answers with). */
export async function speak(text: string, language: AppLanguage): Promise<Blob> {
  const res = await request('POST', VOICE_URLS.speak, { text, language });
  return res.blob();
}

type VoiceErrorCode = (typeof VOICE_ERROR_CODES)[number];
const isVoiceCode = (code: string | undefined): code is VoiceErrorCode =>
  (VOICE_ERROR_CODES as readonly string[]).includes(code ?? '');

/** The reader's-language explanation of a failed voice call (every VOICE_ERROR_CODES code). */
export function voiceErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && isVoiceCode(error.code)) {
    return t(`errors.${error.code}`, {
      seconds: VOICE_MAX_AUDIO_SECONDS,
      maxLength: CHAT_TEXT_MAX_LENGTH,
    });
  }
  if (isNetworkError(error)) return t('errors.network');
  // The gateway's per-account limit on voice calls (decision 027): how long to wait.
  return rateLimitedMessage(error) ?? t('errors.generic');
}
