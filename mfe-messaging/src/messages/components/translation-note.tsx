import type { BilingualText } from '@d742/contracts';
import { Button } from '@d742/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';

export interface TranslationNoteProps {
  /** The texts shown together (a message's subject and content, a reply and its transcript). */
  texts: readonly BilingualText[];
  /** In a list: the marks only; the originals are in the thread. */
  compact?: boolean;
}

/**
 * What the server says each text is (`shown.status`), never more: a machine translation is marked
 * so, with its original behind 'Show original'; an untranslated original is marked 'not
 * translated'. Originals and author-written translations need no mark.
 */
export function TranslationNote({ texts, compact = false }: TranslationNoteProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const originalsId = useId();
  const [open, setOpen] = useState(false);
  const machine = texts.filter((text) => text.shown.status === 'machine');
  const untranslated = texts.filter((text) => text.shown.status === 'not_translated');
  if (machine.length === 0 && untranslated.length === 0) return null;
  const languageName = (text: BilingualText) => t(`languages.${text.original.language}`);
  const [firstMachine] = machine;
  const [firstUntranslated] = untranslated;
  return (
    <div className="messaging-translation">
      <div className="messaging-translation__marks">
        {firstMachine ? (
          <span className="messaging-translation__mark">{t('translation.machine')}</span>
        ) : null}
        {firstUntranslated ? (
          <span className="messaging-translation__mark messaging-translation__mark--none">
            {t('translation.notTranslated', { language: languageName(firstUntranslated) })}
          </span>
        ) : null}
        {firstMachine && !compact ? (
          <Button
            variant="ghost"
            size="sm"
            className="messaging-translation__toggle"
            aria-expanded={open}
            aria-controls={originalsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('translation.hideOriginal') : t('translation.showOriginal')}
          </Button>
        ) : null}
      </div>
      {firstMachine && !compact ? (
        <div id={originalsId} className="messaging-translation__originals" hidden={!open}>
          <p className="messaging-translation__label">
            {t('translation.original', { language: languageName(firstMachine) })}
          </p>
          {machine.map((text, i) => (
            <p key={i} lang={text.original.language} className="messaging-translation__original">
              {text.original.text}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
