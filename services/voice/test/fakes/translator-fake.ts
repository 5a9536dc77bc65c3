import { startFakeServer, type FakeAnswer, type FakeServer } from './fake-server';

export interface TranslatorFakeOptions {
  key?: string;
  region?: string;
  /** Exact translations by source text; others become `[to] text`. */
  dictionary?: Record<string, string>;
}

export const FAKE_TRANSLATOR_KEY = 'fake-translator-key-0123456789';
export const FAKE_TRANSLATOR_REGION = 'westeurope';

const translatorError = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  body: { error: { code, message } },
});

/**
 * Azure Translator v3: POST /translate?api-version=3.0&from=..&to=.. with `[{ Text }]` →
 * `[{ translations: [{ text, to }] }]`; errors as `{ error: { code, message } }` (401000 for a
 * wrong key or region, 400036 for a bad target language).
 */
export function startTranslatorFake(options: TranslatorFakeOptions = {}): Promise<FakeServer> {
  const key = options.key ?? FAKE_TRANSLATOR_KEY;
  const region = options.region ?? FAKE_TRANSLATOR_REGION;
  return startFakeServer((call) => {
    if (call.path !== '/translate') return { status: 404, body: '' };
    if (
      call.headers['ocp-apim-subscription-key'] !== key ||
      call.headers['ocp-apim-subscription-region'] !== region
    )
      return translatorError(
        401,
        401000,
        'The request is not authorized because credentials are missing or invalid.',
      );
    if (call.query['api-version'] !== '3.0')
      return translatorError(400, 400021, 'The API version parameter is missing or invalid.');
    const to = call.query.to ?? '';
    if (!['so', 'en'].includes(to))
      return translatorError(400, 400036, 'The target language is not valid.');
    const items = call.json() as Array<{ Text: string }>;
    return {
      body: items.map((item) => ({
        translations: [{ text: options.dictionary?.[item.Text] ?? `[${to}] ${item.Text}`, to }],
      })),
    };
  });
}

export const translatorFailures = {
  unauthorized: translatorError(
    401,
    401000,
    'The request is not authorized because credentials are missing or invalid.',
  ),
  tooManyRequests: translatorError(
    429,
    429000,
    'The server rejected the request because the client has exceeded request limits.',
  ),
} satisfies Record<string, FakeAnswer>;
