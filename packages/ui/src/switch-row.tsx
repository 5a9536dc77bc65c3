import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@d742/ui/core';
import { Switch } from './switch';

export interface SwitchRowProps extends Omit<ComponentProps<typeof Switch>, 'children'> {
  /** The switch's accessible name, shown beside it. */
  label: ReactNode;
  /** A short explanation under the label (also the switch's description). */
  description?: ReactNode;
}

/** A settings row: label and description on the left, a switch on the right. */
export function SwitchRow({ label, description, id, className, ...props }: SwitchRowProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cn('ui-switch-row', className)}>
      <div className="ui-switch-row__text">
        <label htmlFor={switchId} className="ui-switch-row__label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="ui-switch-row__description">
            {description}
          </p>
        ) : null}
      </div>
      <Switch id={switchId} aria-describedby={description ? descriptionId : undefined} {...props} />
    </div>
  );
}
