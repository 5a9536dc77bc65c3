import type { TeacherDirectoryEntry } from '@d742/contracts';
import { Button, Spinner } from '@d742/ui';
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

  let status = null;
  if (teachers.isPending)
    status = <Spinner size="sm" label={t('compose.teachersLoading')} showLabel />;
  else if (teachers.isError)
    status = (
      <div role="alert" className="messaging-send-failure">
        <p>{t('compose.teachersError')}</p>
        <Button variant="outline" size="sm" onClick={() => void teachers.refetch()}>
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </div>
    );
  else if (teachers.data.length === 0) status = <p>{t('compose.noTeachers')}</p>;
  return (
    <ChoiceGroup
      legend={t('compose.teacher')}
      name="teacher"
      value={value}
      onChange={onChange}
      disabled={disabled}
      status={status}
      options={teacherOptions(teachers.data ?? [])}
    />
  );
}
