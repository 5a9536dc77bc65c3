import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  label: ReactNode;
  onCheckedChange(checked: boolean): void;
}

/**
 * @d742/ui has no checkbox yet; a native one with its label keeps the keyboard, screen readers
 * and the touch target right until it does.
 */
export function Checkbox({ label, onCheckedChange, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <label htmlFor={inputId} className="reports-check">
      <input
        id={inputId}
        type="checkbox"
        onChange={(e) => onCheckedChange(e.target.checked)}
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
