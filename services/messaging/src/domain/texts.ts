import {
  LANGUAGES,
  type BilingualText,
  type Language,
  type LocalizedText,
  type StoredTranslation,
  type TEXT_ORIGINS,
} from '@d742/contracts';

/** A text as stored: the original as written or transcribed, and its translation made at send time. */
export interface StoredText {
  original: { language: Language; text: string; origin: (typeof TEXT_ORIGINS)[number] };
  translation: StoredTranslation;
}

export const otherLanguage = (language: Language): Language => (language === 'so' ? 'en' : 'so');

/** A text the sender wrote in both languages (the school's own texts): nothing was machine-made. */
export function authoredInBoth(pair: LocalizedText, original: Language): StoredText {
  const other = otherLanguage(original);
  return {
    original: { language: original, text: pair[original], origin: 'typed' },
    translation: { source: 'author', language: other, text: pair[other] },
  };
}

/**
 * A text written (or spoken) in one language and its translation: the translator's text, or
 * none when there is no translation (the reader then sees the original, marked not translated).
 */
export function withTranslation(
  original: StoredText['original'],
  translated: string | null,
): StoredText {
  const language = otherLanguage(original.language);
  return {
    original,
    translation:
      translated === null
        ? { source: 'none', language }
        : { source: 'machine', language, text: translated },
  };
}

/**
 * What a reader of `language` is shown: the original in its own language, else the stored
 * translation, else the original marked 'not_translated'. Never anything presented as a
 * translation that is not one.
 */
export function shownTo(text: StoredText, language: Language): BilingualText {
  const { original, translation } = text;
  const shown: BilingualText['shown'] =
    original.language === language
      ? { language, text: original.text, status: 'original' }
      : translation.source === 'none'
        ? { language: original.language, text: original.text, status: 'not_translated' }
        : { language: translation.language, text: translation.text, status: translation.source };
  return { original, translation, shown };
}

/** The `{ so, en }` the spec's message fields read: each language's shown text. */
export function displayPair(text: StoredText): LocalizedText {
  const [so, en] = LANGUAGES.map((language) => shownTo(text, language).shown.text);
  return { so: so ?? text.original.text, en: en ?? text.original.text };
}

/**
 * The stored text of a message written before texts carried their translation state: two
 * different texts were written by the school in both languages; one text in both was a staff
 * message stored untranslated, taken as written in English (staff wrote them through the API).
 */
export function legacyText(pair: LocalizedText): StoredText {
  if (pair.so !== pair.en) return authoredInBoth(pair, 'en');
  return withTranslation({ language: 'en', text: pair.en, origin: 'typed' }, null);
}
