import type { Language, LocalizedText } from '@d742/contracts';

const LANGUAGE_NAMES: Record<Language, LocalizedText> = {
  so: { so: 'Af-Soomaali', en: 'Somali' },
  en: { so: 'Af-Ingiriis', en: 'English' },
};

/**
 * A person's own words inside a school text, never translated: shown as written, and labelled
 * with their language where the reader's text is in the other one.
 */
export function quoted(label: LocalizedText, text: string, language: Language): LocalizedText {
  const labelIn = (reader: Language) =>
    reader === language
      ? label[reader]
      : reader === 'so'
        ? `${label.so} (waxaa lagu qoray ${LANGUAGE_NAMES[language].so})`
        : `${label.en} (written in ${LANGUAGE_NAMES[language].en})`;
  return { so: `${labelIn('so')}: ${text}`, en: `${labelIn('en')}: ${text}` };
}
