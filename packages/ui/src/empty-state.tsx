import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('ui-state', className)}>
      {icon ? (
        <div className="ui-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="ui-state__title">{title}</p>
      {description ? <p className="ui-state__text">{description}</p> : null}
      {action}
    </div>
  );
}
