import type { BilingualText, Language } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';

export function useLanguageName(): (language: Language) => string {
  const { t } = useTranslation(STAFF_NS);
  return (language) => t(`languages.${language}`);
}

/**
 * One text as the server shows it to this reader, or its original when asked; marked with the
 * language it is in, so a screen reader reads Somali as Somali.
 */
export function ShownText({
  text,
  showOriginal,
  className,
}: {
  text: BilingualText;
  showOriginal: boolean;
  className?: string;
}) {
  const { text: body, language } = showOriginal ? text.original : text.shown;
  return (
    <p className={className} lang={language}>
      {body}
    </p>
  );
}

/**
 * Where the shown text comes from, from the server's `shown.status` and nothing else: machine
 * translated or written by the sender in both languages (either with 'show original'), or not
 * translated at all. A text in the reader's own language needs no note.
 */
export function TranslationNote({
  text,
  showOriginal,
  onToggle,
}: {
  text: BilingualText;
  showOriginal: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  const { status } = text.shown;
  const from = languageName(text.original.language);
  if (status === 'original') return null;
  if (status === 'not_translated')
    return <p className="staff-note">{t('text.notTranslated', { language: from })}</p>;
  return (
    <p className="staff-note">
      <span>
        {showOriginal
          ? t('text.original', { language: from })
          : status === 'machine'
            ? t('text.machine', { language: from })
            : t('text.author')}
      </span>
      <button
        type="button"
        className="staff-note__toggle"
        aria-pressed={showOriginal}
        onClick={onToggle}
      >
        {showOriginal ? t('text.showTranslation') : t('text.showOriginal')}
      </button>
    </p>
  );
}
