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

const DICTIONARY_MARKUP =
  /<mstrans:dictionary translation="([^"]*)">([\s\S]*?)<\/mstrans:dictionary>/g;
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Azure's dynamic dictionary: with English on one side and an explicit `from`, each marked span
 * becomes its `translation` verbatim; otherwise the markup is dropped and the phrase translated.
 */
export function applyDictionaryMarkup(text: string, from: string | undefined, to: string) {
  const honoured = Boolean(from) && from !== to && (from === 'en' || to === 'en');
  return text.replace(DICTIONARY_MARKUP, (_markup, translation: string, phrase: string) =>
    decodeEntities(honoured ? translation : phrase),
  );
}

/**
 * Azure Translator v3: POST /translate?api-version=3.0&from=..&to=.. with `[{ Text }]` →
 * `[{ translations: [{ text, to }] }]`; errors as `{ error: { code, message } }` (401000 for a
 * wrong key or region, 400036 for a bad target language). Dynamic dictionary markup is honoured
 * as Azure does (see `applyDictionaryMarkup`): the rest of the text becomes `[to] text`.
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
        translations: [
          {
            text:
              options.dictionary?.[item.Text] ??
              `[${to}] ${applyDictionaryMarkup(item.Text, call.query.from, to)}`,
            to,
          },
        ],
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
