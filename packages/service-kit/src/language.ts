import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@d742/contracts';
import type Koa from 'koa';

/** The preferred supported language of an Accept-Language header ('so' when none matches). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        tag: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (match?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export function languageDetector(): Koa.Middleware {
  return async (ctx, next) => {
    ctx.state.language = languageFromHeader(ctx.get('accept-language'));
    await next();
  };
}

/** Text in the reader's language from a plain string or a `{ so, en }` pair ('' when absent). */
export function pickLanguage(
  value: string | { so: string; en: string } | undefined | null,
  lang: Language,
): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value[lang] || value[DEFAULT_LANGUAGE] || '';
}
