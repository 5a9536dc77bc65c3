import {
  type Language,
  LANGUAGES,
  type MessageTemplate,
  fillMessageTemplate,
} from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';
import { useLanguageName } from './shown-text';

export type PreviewDraft =
  | { kind: 'template'; template: MessageTemplate; values: Readonly<Record<string, string>> }
  | { kind: 'free'; language: Language; subject: string; content: string; translator: boolean }
  | { kind: 'none' };

/** English first, as staff write; Somali beside it (below it on a phone). */
const COLUMNS: readonly Language[] = ['en', ...LANGUAGES.filter((l) => l !== 'en')];

function Column({
  language,
  subject,
  content,
  note,
}: {
  language: Language;
  subject?: string;
  content?: string;
  note?: string;
}) {
  const languageName = useLanguageName();
  return (
    <section className="staff-preview__column" aria-label={languageName(language)}>
      <h4 className="staff-preview__language">{languageName(language)}</h4>
      {subject !== undefined ? (
        <p className="staff-preview__subject" lang={language}>
          {subject}
        </p>
      ) : null}
      {content !== undefined ? (
        <p className="staff-preview__content" lang={language}>
          {content}
        </p>
      ) : null}
      {note ? <p className="staff-note">{note}</p> : null}
    </section>
  );
}

/**
 * What families will read, in both languages, before anything is sent: a template with the
 * server's own texts and the fields filled in so far; free text as written, and honestly what
 * becomes of the other language (machine translated at send time, or not translated).
 */
export function MessagePreview({ draft }: { draft: PreviewDraft }) {
  const { t } = useTranslation(STAFF_NS);
  const languageName = useLanguageName();
  let columns;
  let note: string | undefined;
  if (draft.kind === 'template') {
    const filled = fillMessageTemplate(
      draft.template,
      draft.values,
      (field, language) => `[${field.label[language]}]`,
    );
    columns = COLUMNS.map((language) => (
      <Column
        key={language}
        language={language}
        subject={filled.subject[language]}
        content={filled.content[language]}
      />
    ));
    note = t('preview.checked');
  } else if (draft.kind === 'free' && (draft.subject.trim() || draft.content.trim())) {
    const written = draft.language;
    columns = COLUMNS.map((language) =>
      language === written ? (
        <Column
          key={language}
          language={language}
          subject={draft.subject}
          content={draft.content}
        />
      ) : (
        <Column
          key={language}
          language={language}
          note={
            draft.translator
              ? t('preview.willTranslate', { language: languageName(language) })
              : t('preview.notTranslated', { language: languageName(written) })
          }
        />
      ),
    );
  }
  return (
    <section className="ui-card staff-preview" aria-label={t('preview.title')}>
      <h3 className="staff-preview__title">{t('preview.title')}</h3>
      {columns ? (
        <div className="staff-preview__columns">{columns}</div>
      ) : (
        <p className="staff-hint">{t('preview.empty')}</p>
      )}
      {note ? <p className="staff-note">{note}</p> : null}
    </section>
  );
}
