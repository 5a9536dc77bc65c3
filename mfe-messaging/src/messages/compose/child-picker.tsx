import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { useStudents } from '../api/conversation-api';
import { ChoiceGroup } from './choice-group';

export interface ChildPickerProps {
  value: string | null;
  onChange(studentId: string): void;
  disabled: boolean;
}

/** The parent's children as one choice; an only child is chosen already. */
export function ChildPicker({ value, onChange, disabled }: ChildPickerProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const students = useStudents();
  const only = students.data?.length === 1 ? students.data[0] : undefined;
  useEffect(() => {
    if (only && value !== only.id) onChange(only.id);
  }, [only, value, onChange]);
  return (
    <ChoiceGroup
      legend={t('compose.child')}
      name="child"
      value={value}
      onChange={onChange}
      disabled={disabled}
      source={students}
      texts={{
        loading: t('compose.childrenLoading'),
        error: t('compose.childrenError'),
        empty: t('compose.noChildren'),
      }}
      options={(students.data ?? []).map((s) => ({
        value: s.id,
        label: `${s.firstName} ${s.lastName}`,
      }))}
    />
  );
}
