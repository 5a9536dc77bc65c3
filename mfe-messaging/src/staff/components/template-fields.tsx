import type { Language, TemplateField } from '@d742/contracts';
import { Input, Label, Select, SelectItem } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NS } from '../i18n';

function FieldInput({
  field,
  value,
  language,
  onChange,
}: {
  field: TemplateField;
  value: string;
  language: Language;
  onChange(value: string): void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const id = useId();
  const label = field.label[language];
  return (
    <div className="staff-field">
      <Label htmlFor={id}>{label}</Label>
      {field.kind === 'choice' ? (
        <Select
          id={id}
          value={value || undefined}
          onValueChange={onChange}
          placeholder={t('compose.fields.choose')}
        >
          {(field.options ?? []).map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option[language]}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          type={field.kind}
          value={value}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** A template's fields: text as written, a date, a time, or one of its choices. */
export function TemplateFields({
  fields,
  values,
  language,
  onChange,
}: {
  fields: readonly TemplateField[];
  values: Readonly<Record<string, string>>;
  language: Language;
  onChange(name: string, value: string): void;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <fieldset className="staff-fieldset">
      <legend>{t('compose.fields.title')}</legend>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          language={language}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </fieldset>
  );
}
