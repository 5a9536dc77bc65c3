import type { Language } from '@d742/contracts';
import { z } from 'zod';
import type { AzureTranslatorSettings } from '../config';
import { markGlossaryTerms } from './dynamic-dictionary';
import { parseJson, providerFetch, refused } from './http';
import type { GlossaryTerm, Translator } from './ports';

const answerSchema = z
  .array(z.object({ translations: z.array(z.object({ text: z.string(), to: z.string() })).min(1) }))
  .min(1);
const errorSchema = z.object({
  error: z.object({ code: z.union([z.number(), z.string()]), message: z.string() }),
});

/** Azure Translator v3 (`/translate`); a glossary goes as dynamic dictionary markup. */
export class AzureTranslator implements Translator {
  constructor(
    private readonly settings: AzureTranslatorSettings,
    private readonly timeoutMs: number,
  ) {}

  async translate(
    text: string,
    from: Language,
    to: Language,
    glossary?: ReadonlyArray<GlossaryTerm>,
  ): Promise<string> {
    const provider = 'azure-translator';
    const url = new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/translate`);
    url.searchParams.set('api-version', '3.0');
    url.searchParams.set('from', from);
    url.searchParams.set('to', to);
    const response = await providerFetch(
      provider,
      url.toString(),
      {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': this.settings.key,
          'Ocp-Apim-Subscription-Region': this.settings.region,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify([{ Text: markGlossaryTerms(text, from, to, glossary) }]),
      },
      this.timeoutMs,
    );
    const json = parseJson(response);
    if (response.status < 200 || response.status > 299) {
      const error = errorSchema.safeParse(json);
      throw refused(
        provider,
        response,
        error.success ? `${error.data.error.code} ${error.data.error.message}` : undefined,
      );
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw refused(provider, response, 'an answer without translations');
    const translated = parsed.data[0]?.translations[0]?.text ?? '';
    if (!translated.trim()) throw refused(provider, response, 'an empty translation');
    return translated;
  }
}
