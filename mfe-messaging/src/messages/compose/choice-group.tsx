import type { ReactNode } from 'react';

export interface ChoiceOption {
  value: string;
  label: string;
  /** A second line (a teacher's subject and class). */
  detail?: string;
}

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string | null;
  onChange(value: string): void;
  options: readonly ChoiceOption[];
  disabled: boolean;
  /** Loading, error or empty, shown instead of the options. */
  status: ReactNode;
}

/** A radio group as large touch targets, one option per row. */
export function ChoiceGroup({
  legend,
  name,
  value,
  onChange,
  options,
  disabled,
  status,
}: ChoiceGroupProps) {
  return (
    <fieldset className="messaging-choices" disabled={disabled}>
      <legend className="ui-label">{legend}</legend>
      {status ?? (
        <div className="messaging-choices__list">
          {options.map((option) => (
            <label key={option.value} className="messaging-choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span className="messaging-choice__text">
                <span className="messaging-choice__label">{option.label}</span>
                {option.detail ? (
                  <span className="messaging-choice__detail">{option.detail}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
