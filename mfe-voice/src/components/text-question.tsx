import { Button, Label, Spinner } from '@d742/ui/core';
import { type FormEvent, useId } from 'react';

export interface TextQuestionProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  submitLabel: string;
  /** Shown on the button (with a spinner) while `busy`. */
  busyLabel: string;
  busy: boolean;
  /** Off for reasons other than blank text or busy (e.g. the capability is off). */
  disabled?: boolean;
  maxLength: number;
  /** The language typed in (for spelling and screen readers). */
  lang: string;
}

/** A text box and its button, disabled for blank text and while the last one is processed. */
export function TextQuestion({
  label,
  value,
  onChange,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  disabled = false,
  maxLength,
  lang,
}: TextQuestionProps) {
  const id = useId();
  const blank = value.trim() === '';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank && !busy && !disabled) onSubmit();
  }
  return (
    <form className="voice-field" onSubmit={submit}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        className="ui-input voice-textarea"
        lang={lang}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="voice-actions">
        <Button type="submit" disabled={blank || busy || disabled}>
          {busy ? <Spinner size="sm" label={busyLabel} showLabel /> : submitLabel}
        </Button>
      </div>
    </form>
  );
}
