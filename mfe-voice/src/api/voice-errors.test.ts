import { VOICE_ERROR_CODES } from '@d742/contracts';
import { i18n, initI18n } from '@d742/i18n';
import { ApiError } from '@d742/platform';
import type { TFunction } from 'i18next';
import { VOICE_NS } from '../i18n';
import { voiceErrorMessage } from './voice-api';

describe('voiceErrorMessage', () => {
  it.each(['so', 'en'] as const)('gives every voice error code its own %s message', async (lng) => {
    initI18n(lng);
    await i18n.changeLanguage(lng);
    const t = i18n.getFixedT(lng, VOICE_NS) as TFunction;
    const generic = voiceErrorMessage(new ApiError(500, ''), t);
    const messages = VOICE_ERROR_CODES.map((code) =>
      voiceErrorMessage(new ApiError(503, '', '', { error: 'x', code }), t),
    );
    expect(new Set(messages).size).toBe(VOICE_ERROR_CODES.length);
    for (const message of messages) {
      expect(message).not.toBe(generic);
      expect(message).not.toMatch(/errors\.|\{\{/);
    }
    expect(messages[5]).toContain('60');
    expect(voiceErrorMessage(new TypeError('fetch failed'), t)).toBe(t('errors.network'));
  });

  it('says how long to wait when the gateway refuses a voice call with 429 RATE_LIMITED', async () => {
    initI18n('so');
    await i18n.changeLanguage('so');
    const t = i18n.getFixedT('so', VOICE_NS) as TFunction;
    const refused = new ApiError(429, '', '', {
      error: 'Too many requests',
      code: 'RATE_LIMITED',
      retryAfterSeconds: 20,
    });
    expect(voiceErrorMessage(refused, t)).toBe(
      'Codsiyo aad u badan. Fadlan sug 20 ilbiriqsi oo isku day mar kale.',
    );
  });
});
