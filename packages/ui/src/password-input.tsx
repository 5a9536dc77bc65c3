import { type ComponentProps, useState } from 'react';
import { cn } from './cn';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Accessible name of the toggle while the value is hidden, e.g. "Show password". */
  showLabel: string;
  /** Accessible name of the toggle while the value is shown, e.g. "Hide password". */
  hideLabel: string;
}

export function PasswordInput({ showLabel, hideLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('ui-password', className)}>
      <input
        type={visible ? 'text' : 'password'}
        className="ui-input ui-password__input"
        {...props}
      />
      <button
        type="button"
        className="ui-password__toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
