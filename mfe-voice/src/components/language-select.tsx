import { LANGUAGES, type Language } from '@d742/contracts';
import { Label, Select, SelectItem } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_NS } from '../i18n';

export function LanguageSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: Language;
  onChange(language: Language): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(VOICE_NS);
  const id = useId();
  return (
    <div className="voice-field">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onValueChange={(v) => onChange(v as Language)}
        disabled={disabled}
      >
        {LANGUAGES.map((language) => (
          <SelectItem key={language} value={language}>
            {t(`common.languages.${language}`)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
