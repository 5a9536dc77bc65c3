import type { TeacherDirectoryEntry } from '@d742/contracts';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { useTeachers } from '../api/conversation-api';
import { type ChoiceOption, ChoiceGroup } from './choice-group';

/** The directory has a row per class; a conversation is with the teacher, once. */
function teacherOptions(rows: readonly TeacherDirectoryEntry[]): ChoiceOption[] {
  const byTeacher = new Map<string, { label: string; details: string[] }>();
  for (const row of rows) {
    const option = byTeacher.get(row.teacherId) ?? { label: row.name, details: [] };
    // A class is often named after its subject ('Math, grades 5–8'): then the class says both.
    const detail =
      row.subject && !row.className.includes(row.subject)
        ? [row.subject, row.className].filter(Boolean).join(' · ')
        : row.className;
    if (detail && !option.details.includes(detail)) option.details.push(detail);
    byTeacher.set(row.teacherId, option);
  }
  return [...byTeacher].map(([value, { label, details }]) => ({
    value,
    label,
    detail: details.join('; '),
  }));
}

export interface TeacherPickerProps {
  studentId: string;
  value: string | null;
  onChange(teacherId: string): void;
  disabled: boolean;
}

/** The child's teachers from academics' directory: name, then subject and class. */
export function TeacherPicker({ studentId, value, onChange, disabled }: TeacherPickerProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const teachers = useTeachers(studentId);

  return (
    <ChoiceGroup
      legend={t('compose.teacher')}
      name="teacher"
      value={value}
      onChange={onChange}
      disabled={disabled}
      source={teachers}
      texts={{
        loading: t('compose.teachersLoading'),
        error: t('compose.teachersError'),
        empty: t('compose.noTeachers'),
      }}
      options={teacherOptions(teachers.data ?? [])}
    />
  );
}
