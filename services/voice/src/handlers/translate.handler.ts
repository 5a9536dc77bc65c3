import { translateRequestSchema, type TranslateResponse } from '@d742/contracts';
import { validate } from '@d742/service-kit';
import type { HandlerDeps, VoiceContext } from './context';
import { callProvider, requireProvider } from './provider-calls';

/** POST /api/voice/translate: the same language answers the text itself, without a provider. */
export function translateHandler(deps: HandlerDeps) {
  return async (ctx: VoiceContext) => {
    const { text, fromLanguage, toLanguage, glossary } = validate(
      translateRequestSchema,
      (ctx.request as { body?: unknown }).body,
    );
    const lang = ctx.state.language;
    let translatedText = text;
    if (fromLanguage !== toLanguage) {
      const translator = requireProvider(deps.providers, 'translation', lang);
      translatedText = await callProvider(deps.logger, lang, () =>
        translator.translate(text, fromLanguage, toLanguage, glossary),
      );
    }
    const body: TranslateResponse = { translatedText };
    ctx.body = body;
  };
}
