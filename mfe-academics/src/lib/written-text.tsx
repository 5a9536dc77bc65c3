import type { Language } from '@d742/contracts';
import { useLanguage } from '@d742/platform';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../i18n';

/**
 * Text a parent or teacher wrote, shown as written (never translated), in its own language, and
 * saying which language that is when the reader reads the other one (decision 014).
 */
export function WrittenText({ text, language }: { text: string; language: Language }) {
  const { t } = useTranslation(ACADEMICS_NS);
  const reader = useLanguage((s) => s.language);
  return (
    <>
      <q lang={language} className="academics-quote">
        {text}
      </q>
      {language !== reader ? (
        <span className="academics-written-in"> ({t(`conference.writtenIn.${language}`)})</span>
      ) : null}
    </>
  );
}
