import { i18n, initI18n } from '@d742/i18n';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { RATE_LIMITED_CODE, rateLimitedMessage } from './rate-limited';
import { type TestApi, startTestApi } from './testing';

let api: TestApi;
beforeAll(() => initI18n('so'));
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

/** What the gateway answers past its rate limit (decision 027). */
function refuseWithRateLimit(retryAfterSeconds: number) {
  api.on('POST', '/api/voice/translate', {
    status: 429,
    body: { error: 'Too many requests', code: RATE_LIMITED_CODE, retryAfterSeconds },
  });
}

describe('rateLimitedMessage(error)', () => {
  it('tells a Somali reader how long to wait after a gateway 429', async () => {
    refuseWithRateLimit(20);
    const error = await apiRequest('POST', '/api/voice/translate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(rateLimitedMessage(error)).toBe(
      'Codsiyo aad u badan. Fadlan sug 20 ilbiriqsi oo isku day mar kale.',
    );
  });

  it('speaks English to an English reader, one second in the singular', async () => {
    refuseWithRateLimit(1);
    const error = await apiRequest('POST', '/api/voice/translate', {}).catch((e: unknown) => e);
    await i18n.changeLanguage('en');
    try {
      expect(rateLimitedMessage(error)).toBe(
        'Too many requests. Please wait 1 second and try again.',
      );
    } finally {
      await i18n.changeLanguage('so');
    }
  });

  it('is null for other errors, including other 429s', () => {
    const signInBlocked = new ApiError(429, '', '', { error: 'Blocked', code: 'ACCESS_BLOCKED' });
    expect(rateLimitedMessage(signInBlocked)).toBeNull();
    expect(rateLimitedMessage(new ApiError(503, '', ''))).toBeNull();
    expect(rateLimitedMessage(new TypeError('fetch failed'))).toBeNull();
  });
});
