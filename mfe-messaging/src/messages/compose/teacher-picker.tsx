import { Button, Spinner } from '@d742/ui';
import { useTranslation } from 'react-i18next';
import { MESSAGING_NS } from '../../i18n';
import { useTeachers } from '../api/conversation-api';
import { ChoiceGroup } from './choice-group';

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
      options={(teachers.data ?? []).map((teacher) => ({
        value: teacher.teacherId,
        label: teacher.name,
        detail: [teacher.subject, teacher.className].filter(Boolean).join(' · '),
      }))}
    />
  );
}
