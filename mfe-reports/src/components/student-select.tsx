import { Label, Select, SelectItem } from '@d742/ui';
import { useId } from 'react';
import type { useStudents } from '../api/students';

export interface StudentSelectProps {
  students: ReturnType<typeof useStudents>;
  value: string | undefined;
  onValueChange(id: string): void;
  label: string;
  placeholder: string;
  /** Shown in place of the placeholder when the list could not be loaded. */
  loadError: string;
}

/** A labelled choice of the students the signed-in user may see. */
export function StudentSelect({
  students,
  value,
  onValueChange,
  label,
  placeholder,
  loadError,
}: StudentSelectProps) {
  const id = useId();
  return (
    <div className="reports-field">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onValueChange={onValueChange}
        placeholder={students.isError ? loadError : placeholder}
        disabled={!students.data || students.data.length === 0}
      >
        {(students.data ?? []).map((s) => (
          <SelectItem key={s.id} value={s.id}>
            {`${s.firstName} ${s.lastName}`}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
