import { Label } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  /** The language written in (spelling, screen readers). */
  lang: string;
  /** Shown under the label (e.g. the language and the limit). */
  hint?: string;
  readOnly?: boolean;
  rows?: number;
}

/** A labelled text box with its limit enforced and the characters used shown. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  lang,
  hint,
  readOnly = false,
  rows = 4,
}: TextAreaFieldProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const id = useId();
  return (
    <div className="messaging-field">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="messaging-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className="ui-input messaging-textarea"
        lang={lang}
        rows={rows}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-describedby={`${hint ? `${id}-hint ` : ''}${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="messaging-field__count">
        {t('reply.counter', { count: value.length, max: maxLength })}
      </p>
    </div>
  );
}
