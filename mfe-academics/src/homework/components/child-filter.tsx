import type { Student } from '@d742/contracts';
import { useAudience } from '@d742/platform';
import { Label, Select, SelectItem } from '@d742/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACADEMICS_NS } from '../../i18n';

/** Select items may not have an empty value (spec 5), so "all children" is the value 'all'. */
export const ALL_CHILDREN = 'all';

export function ChildFilter({
  students,
  value,
  onChange,
}: {
  students: Student[];
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation(ACADEMICS_NS);
  const context = useAudience();
  const id = useId();
  return (
    <div className="academics-filter">
      <Label htmlFor={id}>{t('homework.childFilter', { context })}</Label>
      <Select id={id} value={value} onValueChange={onChange}>
        <SelectItem value={ALL_CHILDREN}>{t('homework.allChildren', { context })}</SelectItem>
        {students.map((s) => (
          <SelectItem key={s.id} value={s.id}>
            {`${s.firstName} ${s.lastName}`}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
